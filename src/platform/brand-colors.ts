// Vor-Ort's brand colours: blue primary, orange secondary (SPEC §1). Shared by the MUI theme,
// the web manifest and the icons so they never drift apart.
export const BRAND_COLORS = {
  primary: '#1565c0',
  primaryDark: '#0d47a1',
  secondary: '#ef6c00',
  secondaryLight: '#ffa726',
} as const;
