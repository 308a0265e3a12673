// The quality level of an assessed value, and whether the user corrected it: a corrected value
// is marked visibly so nobody mistakes it for the AI's reading, and a value learned from the
// company's earlier corrections (issue 26) says so, so nobody mistakes it for a reading either.
import EditIcon from '@mui/icons-material/Edit';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { Chip, Stack } from '@mui/material';
import { QUALITY_LABELS } from '@/domain/value-labels';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.assessment;
const COLORS: Record<string, 'success' | 'warning' | 'error'> = { hoch: 'success', mittel: 'warning', niedrig: 'error' };

export function QualityChip({ quality, corrected = false, learned = false }: { quality?: string | null; corrected?: boolean; learned?: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {learned && <Chip size="small" color="secondary" variant="outlined" icon={<HistoryEduIcon />} label={T.learned} />}
      {quality && (
        <Chip size="small" variant="outlined" color={COLORS[quality] ?? 'default'} label={T.quality(QUALITY_LABELS[quality] ?? quality)} />
      )}
      {corrected && <Chip size="small" color="info" icon={<EditIcon />} label={T.corrected} />}
    </Stack>
  );
}
