// A length with its unit: typing keeps the text as entered, changing the unit converts the value.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { parseNumber } from '@/domain/assessment';
import { convertLength, LENGTH_UNITS, type LengthUnit, type Measurement } from '@/domain/units';
import { DACH_TEXTS } from './texts';

const toText = (wert: number | null) => (wert === null ? '' : String(wert).replace('.', ','));

interface Props {
  label: string;
  value: Measurement;
  onChange: (value: Measurement) => void;
}

export function MeasureField({ label, value, onChange }: Props) {
  const [text, setText] = useState(toText(value.wert));
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ wert: parseNumber(event.target.value), einheit: value.einheit });
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={text.trim() !== '' && parseNumber(text) === null}
        fullWidth
      />
      <TextField
        select
        label={DACH_TEXTS.editor.unit}
        value={value.einheit}
        onChange={(event) => {
          const einheit = event.target.value as LengthUnit;
          const wert = convertLength(value.wert, value.einheit, einheit);
          setText(toText(wert));
          onChange({ wert, einheit });
        }}
        sx={{ minWidth: 96 }}
        // Several lengths share the visible label 'Einheit'; the accessible name says whose unit it is.
        slotProps={{ select: { SelectDisplayProps: { 'aria-labelledby': undefined, 'aria-label': `${label}: ${DACH_TEXTS.editor.unit}` } } }}
      >
        {LENGTH_UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unit}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
