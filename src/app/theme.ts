// The MUI theme: blue primary, orange secondary, German component texts, SPEC §9 breakpoints,
// and touch-friendly sizes for gloved hands on a tablet.
import { deDE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from '@/platform/brand-colors';

export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND_COLORS.primary, dark: BRAND_COLORS.primaryDark },
      secondary: { main: BRAND_COLORS.secondary, light: BRAND_COLORS.secondaryLight, contrastText: '#ffffff' },
      background: { default: '#f4f7fb' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { size: 'large' } },
      MuiTab: { styleOverrides: { root: { minHeight: 56, fontWeight: 600 } } },
    },
  },
  deDE,
);
