// The quality level of an assessed value, and whether the user corrected it: a corrected value
// is marked visibly so nobody mistakes it for the AI's reading.
import EditIcon from '@mui/icons-material/Edit';
import { Chip, Stack } from '@mui/material';
import { QUALITY_LABELS } from '@/domain/value-labels';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.assessment;
const COLORS: Record<string, 'success' | 'warning' | 'error'> = { hoch: 'success', mittel: 'warning', niedrig: 'error' };

export function QualityChip({ quality, corrected = false }: { quality?: string | null; corrected?: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {quality && (
        <Chip size="small" variant="outlined" color={COLORS[quality] ?? 'default'} label={T.quality(QUALITY_LABELS[quality] ?? quality)} />
      )}
      {corrected && <Chip size="small" color="info" icon={<EditIcon />} label={T.corrected} />}
    </Stack>
  );
}
