// A length with its unit: typing keeps the text as entered, changing the unit converts the value.
// A text that is no length within the range says so and keeps the length empty until corrected,
// so nothing the server would refuse is ever saved.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { parseNumber } from '@/domain/assessment';
import { useReportInvalid } from '@/components/use-invalid-fields';
import { convertLength, LENGTH_UNITS, type LengthUnit, type Measurement } from '@/domain/units';
import { DACH_TEXTS } from './texts';

const toText = (wert: number | null) => (wert === null ? '' : String(wert).replace('.', ','));

/** The longest length in this unit: `maxM` metres, or none. */
const maxIn = (einheit: LengthUnit, maxM: number | undefined) => (maxM === undefined ? Infinity : (convertLength(maxM, 'm', einheit) as number));

/** The typed length if it lies within 0 … the maximum in this unit, else null. */
function lengthOf(text: string, einheit: LengthUnit, maxM: number | undefined): number | null {
  const wert = parseNumber(text);
  return wert !== null && wert >= 0 && wert <= maxIn(einheit, maxM) ? wert : null;
}

interface Props {
  label: string;
  value: Measurement;
  onChange: (value: Measurement) => void;
  /** The longest length taken, in metres; without it any length from 0. */
  maxM?: number;
  helperText?: string;
  /** Told whenever the text turns into no length within the range, or back: it is not saved meanwhile. */
  reportInvalid?: (invalid: boolean) => void;
}

export function MeasureField({ label, value, onChange, maxM, helperText, reportInvalid }: Props) {
  const [text, setText] = useState(toText(value.wert));
  const invalid = text.trim() !== '' && lengthOf(text, value.einheit, maxM) === null;
  useReportInvalid(invalid, reportInvalid);
  const errorText =
    maxM === undefined ? DACH_TEXTS.editor.lengthError : DACH_TEXTS.editor.lengthRangeError(`${maxIn(value.einheit, maxM).toLocaleString('de-DE')} ${value.einheit}`);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ wert: lengthOf(event.target.value, value.einheit, maxM), einheit: value.einheit });
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={invalid}
        helperText={invalid ? errorText : helperText}
        fullWidth
      />
      <TextField
        select
        label={DACH_TEXTS.editor.unit}
        value={value.einheit}
        onChange={(event) => {
          const einheit = event.target.value as LengthUnit;
          if (value.wert === null) {
            // A number refused in one unit (500 m of rafter) was meant in the one chosen now: it stays as typed.
            return onChange({ wert: lengthOf(text, einheit, maxM), einheit });
          }
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
