// The outer roof's analysis results: each property with its value, quality and page reference.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { isNotDetected } from '@/domain/assessment';
import { ROOF_ELEMENT_LABELS, ROOF_FIELD_LABELS } from '@/domain/value-labels';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.results;

interface Result {
  wert?: unknown;
  qualitaet?: string;
  pageReference?: string | number | null;
}

function valueText(wert: unknown): string {
  if (Array.isArray(wert)) return wert.map((entry) => (typeof entry === 'object' && entry ? (entry as { name?: string }).name : entry)).join(', ');
  if (typeof wert === 'boolean') return wert ? 'Ja' : 'Nein';
  if (typeof wert === 'number') return wert.toLocaleString('de-DE');
  return String(wert);
}

export function AnalysisResults({ results }: { results: Record<string, unknown> }) {
  const entries = Object.entries(results).filter(([, result]) => result && typeof result === 'object') as Array<[string, Result]>;
  if (!entries.length) return null;
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
            {entries.map(([key, result]) => {
              const label = ROOF_ELEMENT_LABELS[key] ?? ROOF_FIELD_LABELS[key] ?? key;
              return (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{isNotDetected(result.wert) ? <NotDetectedHint what={label} /> : valueText(result.wert)}</TableCell>
                  <TableCell>{result.qualitaet ?? '–'}</TableCell>
                  <TableCell>{result.pageReference ?? T.noPage}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
