// A number typed as text: the text stays as entered (a decimal comma, a half-typed '12,'), the
// value is a number within its range or null, and a text that is no such number says so.
import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { parseNumber } from '@/domain/assessment';
import { useReportInvalid } from './use-invalid-fields';

const toText = (value: number | null | undefined) => (typeof value === 'number' ? String(value).replace('.', ',') : '');

interface Props extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  value: number | null | undefined;
  min: number;
  max: number;
  errorText: string;
  onValue: (value: number | null) => void;
  /** Told whenever the text turns into no number within the range, or back: it is not saved meanwhile. */
  reportInvalid?: (invalid: boolean) => void;
}

export function NumberField({ value, min, max, errorText, onValue, reportInvalid, helperText, ...field }: Props) {
  const [text, setText] = useState(toText(value));
  const [last, setLast] = useState(value);
  // A value set from elsewhere (the compass, a direction tapped) replaces what was typed.
  if (value !== last) {
    setLast(value);
    if (parseNumber(text) !== value) setText(toText(value));
  }
  const parsed = parseNumber(text);
  const inRange = (number: number | null) => (number !== null && number >= min && number <= max ? number : null);
  const invalid = text.trim() !== '' && inRange(parsed) === null;
  useReportInvalid(invalid, reportInvalid);
  return (
    <TextField
      {...field}
      value={text}
      onChange={(event) => {
        const next = inRange(parseNumber(event.target.value));
        setText(event.target.value);
        setLast(next);
        onValue(next);
      }}
      error={invalid}
      helperText={invalid ? errorText : helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
