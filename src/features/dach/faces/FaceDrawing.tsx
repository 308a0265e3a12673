// The first layout of a face drawn to scale (issue 25): the face, its edge distances shaded, the
// modules, and the places obstacles take; eaves at the bottom.
import { useTheme } from '@mui/material';
import { layoutDrawing, rectsPath } from '@/domain/pv/layout-drawing';
import type { FaceLayout } from '@/domain/pv/module-layout';
import type { PvSettings } from '@/domain/pv/pv-settings';

interface Props {
  layout: FaceLayout;
  settings: PvSettings;
  label: string;
  /** Largest width on screen, in pixels. */
  maxWidth: number;
}

export function FaceDrawing({ layout, settings, label, maxWidth }: Props) {
  const theme = useTheme();
  const drawing = layoutDrawing(layout, settings);
  const { face } = drawing;
  const stroke = Math.max(face.width, face.height) / 200;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-stroke} ${-stroke} ${face.width + 2 * stroke} ${face.height + 2 * stroke}`}
      style={{ width: '100%', maxWidth, height: 'auto', display: 'block' }}
    >
      <rect {...face} fill={theme.palette.grey[300]} stroke={theme.palette.grey[700]} strokeWidth={stroke} />
      <rect {...drawing.usable} fill={theme.palette.grey[100]} />
      {drawing.modules.length > 0 && <path d={rectsPath(drawing.modules)} fill={theme.palette.primary.dark} stroke={theme.palette.common.white} strokeWidth={stroke / 2} />}
      {drawing.blocked.map((rect, index) => (
        <rect key={`b${index}`} {...rect} fill="none" stroke={theme.palette.warning.main} strokeWidth={stroke} strokeDasharray={`${stroke * 3} ${stroke * 2}`} />
      ))}
    </svg>
  );
}
