// The editor's tools and colours, as pressed-or-not buttons of full touch size; on a phone the
// colours wrap under the tools.
import CallMadeIcon from '@mui/icons-material/CallMade';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import DrawIcon from '@mui/icons-material/Draw';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { Box, createSvgIcon, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { MARK_COLORS, type MarkColor } from '@/domain/photo-marks';
import type { MarkTool } from './mark-tools';
import { MARKUP_TEXTS } from './texts';

const T = MARKUP_TEXTS;

// Material's icons have no eraser; this is the one of Material Design Icons (Apache 2.0).
const EraserIcon = createSvgIcon(
  <path d="M16.24 3.56l4.95 4.94c.78.79.78 2.05 0 2.84L12 20.53a4.008 4.008 0 0 1-5.66 0L2.81 17c-.78-.79-.78-2.05 0-2.84l10.6-10.6c.79-.78 2.05-.78 2.83 0M4.22 15.58l3.54 3.53c.78.79 2.04.79 2.83 0l3.53-3.53-4.95-4.95-4.95 4.95z" />,
  'Eraser',
);

const TOOLS: ReadonlyArray<{ tool: MarkTool; Icon: typeof DrawIcon }> = [
  { tool: 'pen', Icon: DrawIcon },
  { tool: 'arrow', Icon: CallMadeIcon },
  { tool: 'ellipse', Icon: RadioButtonUncheckedIcon },
  { tool: 'rect', Icon: CropSquareIcon },
  { tool: 'text', Icon: TextFieldsIcon },
  { tool: 'eraser', Icon: EraserIcon },
];
const COLORS = Object.keys(MARK_COLORS) as MarkColor[];

/** The chosen tool stands out in daylight: filled, not the faint default tint. */
const selectedSx = { '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' } };

interface Props {
  tool: MarkTool;
  color: MarkColor;
  onTool: (tool: MarkTool) => void;
  onColor: (color: MarkColor) => void;
}

export function MarkupToolbar({ tool, color, onTool, onColor }: Props) {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1, px: 1, pt: 1, pb: 'max(8px, env(safe-area-inset-bottom))', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <ToggleButtonGroup exclusive value={tool} onChange={(_, next: MarkTool | null) => next && onTool(next)} aria-label={T.tools.label}>
        {TOOLS.map(({ tool: each, Icon }) => (
          <Tooltip key={each} title={T.tools[each]}>
            <ToggleButton value={each} aria-label={T.tools[each]} sx={selectedSx}>
              <Icon />
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup exclusive value={color} onChange={(_, next: MarkColor | null) => next && onColor(next)} aria-label={T.colors.label}>
        {COLORS.map((each) => (
          <Tooltip key={each} title={T.colors[each]}>
            <ToggleButton value={each} aria-label={T.colors[each]}>
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: MARK_COLORS[each],
                  border: '2px solid rgba(0, 0, 0, 0.6)',
                  boxShadow: each === color ? (theme) => `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 5px ${theme.palette.primary.main}` : 'none',
                }}
              />
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
