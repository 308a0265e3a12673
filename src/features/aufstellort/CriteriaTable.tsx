// The five storage criteria with value, quality and rating: a table on the tablet, one card per
// criterion on a phone, where four columns would not fit.
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { QualityChip } from '@/components/QualityChip';
import type { StorageCriterion } from '@/domain/storage-criteria';
import type { CriterionRow } from './criteria-table';
import { RatingButton } from './RatingButton';
import { AUFSTELLORT_TEXTS as T } from './texts';

interface Props {
  rows: CriterionRow[];
  clickable: boolean;
  /** Whether the site was analysed, so a missing value is one the AI could not see. */
  analysed: boolean;
  onOpen: (criterion: StorageCriterion) => void;
}

/** The value, and the user's note beneath it under its own name: a note is not a measured value. */
function Value({ row, analysed }: { row: CriterionRow; analysed: boolean }) {
  return (
    <Stack spacing={0.5}>
      <Reading row={row} analysed={analysed} />
      {row.note && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {T.manual.noteShown(row.note)}
        </Typography>
      )}
    </Stack>
  );
}

function Reading({ row, analysed }: { row: CriterionRow; analysed: boolean }) {
  if (row.value !== null) return <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.value}</Typography>;
  // A criterion rated by hand has the user's word, not a missing AI reading.
  if (row.corrected) return <Typography variant="body2">{T.manual.byHand}</Typography>;
  if (analysed) return <NotDetectedHint what={row.label} />;
  return (
    <Typography variant="body2" color="text.secondary">
      {T.notAnalysed}
    </Typography>
  );
}

export function CriteriaTable({ rows, clickable, analysed, onOpen }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  if (phone) {
    return (
      <Stack spacing={1.5} component="ul" aria-label={T.criteriaTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.criterion}
            aria-label={row.label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {row.label}
              </Typography>
              <RatingButton label={row.label} rating={row.rating} clickable={clickable} onOpen={() => onOpen(row.criterion)} />
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {T.valueLabel}:
              </Typography>
              <Value row={row} analysed={analysed} />
            </Stack>
            <Box sx={{ mt: 1 }}>
              <QualityChip quality={row.quality} corrected={row.corrected} learned={row.learned} />
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table aria-label={T.criteriaTitle} sx={{ '& th, & td': { px: { sm: 1.5, md: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columns.criterion}</TableCell>
            <TableCell>{T.columns.value}</TableCell>
            <TableCell>{T.columns.quality}</TableCell>
            <TableCell align="center">{T.columns.rating}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.criterion}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.label}
              </TableCell>
              <TableCell>
                <Value row={row} analysed={analysed} />
              </TableCell>
              <TableCell>
                <QualityChip quality={row.quality} corrected={row.corrected} learned={row.learned} />
              </TableCell>
              <TableCell align="center">
                <RatingButton label={row.label} rating={row.rating} clickable={clickable} onOpen={() => onOpen(row.criterion)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
