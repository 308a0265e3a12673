// The building blocks of the electrics editors: a card per field with its quality and
// 'korrigiert' chips, German-labelled choices as toggle buttons or selects, counts and texts.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { QualityChip } from '@/components/QualityChip';
import { digitsOnly } from '@/domain/electric-form';
import { ELEKTRIK_TEXTS as T } from './texts';

export interface Option<V extends string> {
  value: V;
  label: string;
}

export function FieldCard({ label, quality, corrected, learned, children }: { label: string; quality: string | null; corrected: boolean; learned: boolean; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <QualityChip quality={quality} corrected={corrected} learned={learned} />
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A few choices side by side; choosing the selected one again keeps it. */
export function ChoiceToggle<V extends string>({ label, value, options, onChange }: { label: string; value: V | ''; options: Option<V>[]; onChange: (value: V) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      aria-label={label}
      value={value}
      onChange={(_event, next: V | null) => next !== null && onChange(next)}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', py: 1.25 }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function ChoiceSelect<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: Option<V>[]; onChange: (value: V) => void }) {
  return (
    <TextField select fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value as V)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TextInput({ label, value, onChange, multiline = false, helperText }: { label: string; value: string; onChange: (value: string) => void; multiline?: boolean; helperText?: string }) {
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Digits only, with the numeric keyboard on a tablet, and something at its end. */
function DigitsField({ label, value, onChange, end }: { label: string; value: string; onChange: (value: string) => void; end: ReactNode }) {
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
        input: { endAdornment: <InputAdornment position="end">{end}</InputAdornment> },
      }}
    />
  );
}

/** A whole number ≥ 0 (digits only), with − and + for gloved fingers on a tablet. */
export function CountField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const current = value === '' ? 0 : Number(value);
  return (
    <DigitsField
      label={label}
      value={value}
      onChange={onChange}
      end={
        <>
          <IconButton aria-label={T.decrease(label)} disabled={current <= 0} onClick={() => onChange(String(Math.max(0, current - 1)))} edge="end">
            <RemoveIcon />
          </IconButton>
          <IconButton aria-label={T.increase(label)} onClick={() => onChange(String(current + 1))} edge="end">
            <AddIcon />
          </IconButton>
        </>
      }
    />
  );
}

/** The rated current of the main fuse: digits only, shown with 'A'. */
export function AmpereField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <DigitsField label={label} value={value} onChange={onChange} end={T.ampere} />;
}
