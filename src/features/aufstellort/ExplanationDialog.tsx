// The explanation of one criterion's rating (SPEC §2, §3 'Storage criterion explanation'): title,
// status with icon, reasoning, summary, requirements and confidence, chosen per SPEC §5 and §8.
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import WarningIcon from '@mui/icons-material/Warning';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import { useId, type ComponentType, type ReactNode } from 'react';
import type { Rating } from '@/domain/assessment';
import type { StorageCriterion } from '@/domain/storage-criteria';
import { QualityChip } from '@/components/QualityChip';
import { QUALITY_LABELS } from '@/domain/value-labels';
import type { CriterionRow, CriterionValue } from './criteria-table';
import { explanationContent, ratingIcon } from './explanation-content';
import { AUFSTELLORT_TEXTS } from './texts';
import { useCriterionExplanation } from './use-criterion-explanation';

const T = AUFSTELLORT_TEXTS.dialog;

/** Icon names the server sends (and common synonyms) to icons. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  check: CheckCircleIcon,
  check_circle: CheckCircleIcon,
  close: CancelIcon,
  cancel: CancelIcon,
  error: CancelIcon,
  help: HelpIcon,
  help_outline: HelpIcon,
  warning: WarningIcon,
  remove: RemoveCircleIcon,
};

const COLORS: Record<Rating, string> = {
  geeignet: 'success.main',
  ungeeignet: 'error.main',
  unklar: 'warning.dark',
  unbekannt: 'text.secondary',
};

interface Props {
  companyId: string;
  projectId: string;
  criterion: StorageCriterion;
  local: CriterionValue;
  /** The criterion as the table shows it: whether rated by hand, and the note. */
  row: CriterionRow | undefined;
  photoCount: number;
  open: boolean;
  onClose: () => void;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ExplanationDialog({ companyId, projectId, criterion, local, row, photoCount, open, onClose }: Props) {
  const titleId = useId();
  const { loading, server, fallbackReason } = useCriterionExplanation(companyId, projectId, criterion);
  const content = explanationContent(criterion, local, server, fallbackReason, { corrected: row?.corrected, note: row?.note, photoCount });
  const Icon = ICONS[content.status.icon.toLowerCase()] ?? ICONS[ratingIcon(content.rating)];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{content.title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{T.loading}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {content.fallback && <Alert severity="info">{content.fallback === 'offline' ? T.offline : T.failed}</Alert>}
            <Stack direction="row" spacing={1} aria-label={T.status} role="group" sx={{ alignItems: 'center', color: COLORS[content.rating] }}>
              <Icon aria-hidden />
              <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
                {content.status.text}
              </Typography>
            </Stack>
            {content.manual && <QualityChip corrected />}
            {content.note && (
              <Part title={T.note}>
                <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{content.note}</Typography>
              </Part>
            )}
            <Part title={T.reasoning}>
              <Typography>{content.reasoning}</Typography>
            </Part>
            <Part title={T.summary}>
              <Typography>{content.summary}</Typography>
            </Part>
            <Part title={T.requirements}>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {content.requirements.map((requirement) => (
                  <Typography component="li" key={requirement}>
                    {requirement}
                  </Typography>
                ))}
              </Box>
            </Part>
            {content.confidence && (
              <Typography variant="body2" color="text.secondary">
                {T.confidence(QUALITY_LABELS[content.confidence] ?? content.confidence)}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
