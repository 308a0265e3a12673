// The fields of one electrics section at a glance: label, values, quality and 'korrigiert' chips,
// the red hint where an analysis of the section's photos saw nothing, and the way into the editor.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { QualityChip } from '@/components/QualityChip';
import type { OverviewRow } from '@/domain/electric-rows';
import { ELEKTRIK_TEXTS as T } from './texts';

interface Props {
  title: string;
  rows: OverviewRow[];
  /** Photos of this section were analysed; before that an empty field is simply not captured yet. */
  analysed: boolean;
  onEdit: () => void;
}

// In sx a size of 1 means 100 %, hence the explicit pixels.
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function FieldRow({ row, analysed }: { row: OverviewRow; analysed: boolean }) {
  return (
    <Box component="section" aria-label={row.label} sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {row.label}
        </Typography>
        <QualityChip quality={row.quality} corrected={row.corrected} learned={row.learned} />
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', columnGap: 2, rowGap: 0.25 }}
      >
        {row.parts.map((entry, index) => (
          <Fragment key={index}>
            {/* A value without its own label is named by the field, for screen readers only: every
                value of a description list needs its term. */}
            <Typography component="dt" variant="body2" color="text.secondary" sx={entry.label ? undefined : VISUALLY_HIDDEN}>
              {entry.label ?? row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, gridColumn: entry.label ? undefined : '1 / -1', overflowWrap: 'anywhere' }}
            >
              {entry.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      {analysed && row.notDetected && (
        <Box sx={{ mt: 0.5 }}>
          <NotDetectedHint what={row.label} />
        </Box>
      )}
    </Box>
  );
}

export function SectionOverview({ title, rows, analysed, onEdit }: Props) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {T.fields}
        </Typography>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {T.edit(title)}
        </Button>
      </Stack>
      <Box>
        {rows.map((row, index) => (
          <Fragment key={row.field}>
            {index > 0 && <Divider />}
            <FieldRow row={row} analysed={analysed} />
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}
