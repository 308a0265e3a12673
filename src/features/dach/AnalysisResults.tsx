// The outer roof's analysis results: each property with its value, quality and page reference.
// A value the user set carries the same 'korrigiert' mark as everywhere else; a value nobody has
// shows plainly, since the element list above already carries the red not-detected hint once.
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { QualityChip } from '@/components/QualityChip';
import type { Roof } from '@/domain/project';
import { analysisResultRows } from '@/domain/roof-values';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.results;

export function AnalysisResults({ roof }: { roof: Roof | undefined }) {
  const rows = analysisResultRows(roof);
  if (!rows.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {T.title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={T.title} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{T.value}</TableCell>
              <TableCell>{T.quality}</TableCell>
              <TableCell>{T.page}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.value === null ? (
                    <Typography variant="body2" color="text.secondary">
                      {T.notRecognised}
                    </Typography>
                  ) : (
                    row.value
                  )}
                  {row.manual && (
                    <Box component="span" sx={{ display: 'inline-flex', ml: 1, verticalAlign: 'middle' }}>
                      <QualityChip corrected />
                    </Box>
                  )}
                </TableCell>
                <TableCell>{row.quality ?? T.noPage}</TableCell>
                <TableCell>{row.page ?? T.noPage}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
