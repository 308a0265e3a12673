// The MUI theme: blue primary, orange secondary, German component texts, SPEC §9 breakpoints,
// and touch-friendly sizes for gloved hands on a tablet.
import { deDE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from '@/platform/brand-colors';

/** The smallest target a finger (or a gloved one) can hit reliably: WCAG 2.5.5, 44 x 44 CSS px. */
const TOUCH_TARGET = 44;
const touchTarget = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } as const;

export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND_COLORS.primary, dark: BRAND_COLORS.primaryDark },
      // White on the brand orange reaches only 3:1; near-black text reads at 6.8:1 (WCAG 1.4.3).
      secondary: { main: BRAND_COLORS.secondary, light: BRAND_COLORS.secondaryLight, contrastText: 'rgba(0, 0, 0, 0.87)' },
      // MUI's default warning orange and info blue carry white text, and serve as text colour on
      // white, at only 3:1 and 4.1:1; these darker shades reach 4.5:1 both ways.
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
      background: { default: '#f4f7fb' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { size: 'large' }, styleOverrides: { root: touchTarget } },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      MuiToggleButton: { styleOverrides: { root: touchTarget } },
      MuiFab: { styleOverrides: { root: touchTarget } },
      // A growing and shrinking arc is repainted on the main thread every frame, for as long as
      // the busy overlay of a draining queue shows; a turning arc runs on the compositor alone.
      MuiCircularProgress: { defaultProps: { disableShrink: true } },
      MuiCheckbox: { styleOverrides: { root: touchTarget } },
      MuiRadio: { styleOverrides: { root: touchTarget } },
      MuiTab: {
        styleOverrides: {
          root: { minHeight: 56, fontWeight: 600 },
          // Unselected tabs on the blue app bar are dimmed to 60 % by default, below 4.5:1.
          textColorInherit: { opacity: 0.9 },
        },
      },
      // The default outline (23 % black) is too faint to find the field: WCAG 1.4.11 asks 3:1.
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: 'rgba(0, 0, 0, 0.5)' } } },
      MuiChip: {
        styleOverrides: {
          root: ({ ownerState }) => (ownerState.clickable || ownerState.onClick ? { minHeight: TOUCH_TARGET, height: 'auto' } : {}),
        },
      },
    },
  },
  deDE,
);
