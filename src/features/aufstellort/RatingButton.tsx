// A criterion's rating in its colour (SPEC §4 'Criterion rating'): a button that opens the
// explanation once ratings are clickable, a dash before that (SPEC §2).
import { Box, Button } from '@mui/material';
import type { Rating } from '@/domain/assessment';
import { RATING_LABELS } from '@/domain/value-labels';
import { AUFSTELLORT_TEXTS as T } from './texts';

const COLORS: Record<Rating, 'success' | 'error' | 'warning' | 'inherit'> = {
  geeignet: 'success',
  ungeeignet: 'error',
  unklar: 'warning',
  unbekannt: 'inherit',
};

interface Props {
  label: string;
  rating: Rating;
  clickable: boolean;
  onOpen: () => void;
}

export function RatingButton({ label, rating, clickable, onOpen }: Props) {
  if (!clickable) {
    return (
      <Box component="span" title={T.noRatingYet} sx={{ display: 'inline-block', minWidth: 24, textAlign: 'center', color: 'text.secondary', fontSize: 20 }}>
        {T.dash}
      </Box>
    );
  }
  return (
    <Button
      variant="contained"
      size="medium"
      disableElevation
      color={COLORS[rating]}
      onClick={onOpen}
      aria-label={T.ratingButton(label, RATING_LABELS[rating])}
      aria-haspopup="dialog"
      sx={{ minWidth: 120, ...(rating === 'unbekannt' ? { bgcolor: 'grey.300', color: 'text.primary' } : {}) }}
    >
      {RATING_LABELS[rating]}
    </Button>
  );
}
