// One field of a roof element's editor, by kind: length with unit, count, choice, free text,
// true/false/unbekannt switch, roof type (sets the typical slope), slope, tiles, state.
// A value is recorded only when the user sets one: choosing manual entry alone records nothing.
import { Autocomplete, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { QualityChip } from '@/components/QualityChip';
import { parseCount, ratingOf, SUITABILITY_STATES } from '@/domain/assessment';
import type { Ziegel } from '@/domain/report';
import { ROOF_TYPES, roofTypeCode, roofTypeOf, slopeAfterTypeChange, slopeDegrees, TYPICAL_SLOPE, type RoofElement, type RoofElementValue, type RoofField } from '@/domain/roof';
import { RATING_LABELS, ROOF_FIELD_LABELS, yesNoLabel } from '@/domain/value-labels';
import { isLearned } from '@/domain/taught-values';
import { clearField, isCorrected, notDetectedName, readMeasure, readSwitch, setField, withTileChosen } from '@/domain/roof-values';
import { MeasureField } from './MeasureField';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.editor;
const RATING_COLORS = { geeignet: 'success', ungeeignet: 'error', unklar: 'warning' } as const;

interface Props {
  element: RoofElement;
  field: RoofField;
  /** Photos of the element's side were analysed, so an empty switch is one the AI could not see. */
  analysed: boolean;
  value: RoofElementValue;
  tiles: Ziegel[];
  onChange: (value: RoofElementValue) => void;
}

function textOf(raw: unknown): string {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
}

export function RoofFieldEditor({ element, field, analysed, value, tiles, onChange }: Props) {
  const label = ROOF_FIELD_LABELS[field.key] ?? field.key;
  const set = (next: unknown) => onChange(setField(value, field, next));
  const learned = isLearned(value, field.key);
  const mark = isCorrected(value, field.key) ? <QualityChip corrected /> : learned && <QualityChip learned quality={learned} />;
  const withMark = (editor: ReactNode) => (
    <Stack spacing={0.5}>
      {editor}
      {mark}
    </Stack>
  );
  switch (field.kind) {
    case 'measure':
      return withMark(<MeasureField label={label} value={readMeasure(value, field)} onChange={set} />);
    case 'count':
      return withMark(<CountField label={label} value={value[field.key]} onChange={set} />);
    case 'select':
    case 'tiles': {
      const options = field.kind === 'tiles' ? tiles.map((tile) => tile.ziegelname) : [...(field.options ?? [])];
      return withMark(
        <Autocomplete
          freeSolo
          options={options}
          value={textOf(value[field.key])}
          onInputChange={(_event, text, reason) => reason !== 'reset' && set(text)}
          onChange={(_event, chosen) => {
            if (typeof chosen !== 'string') return;
            const tile = field.kind === 'tiles' ? tiles.find((entry) => entry.ziegelname === chosen) : undefined;
            onChange(tile ? withTileChosen(value, tile) : setField(value, field, chosen));
          }}
          renderInput={(params) => <TextField {...params} label={label} />}
        />,
      );
    }
    case 'text':
      return withMark(<TextField label={label} value={textOf(value[field.key])} onChange={(event) => set(event.target.value)} multiline fullWidth />);
    case 'switch':
      return withMark(
        <TriSwitch
          label={label}
          hintName={analysed ? notDetectedName(element, field.key) : null}
          state={readSwitch(value, field.key)}
          onChange={set}
          onClear={() => onChange(clearField(value, field))}
        />,
      );
    case 'roof-type': {
      const type = roofTypeOf(value.art);
      return withMark(
        <TextField
          select
          label={label}
          value={type ?? ''}
          onChange={(event) => {
            const chosen = event.target.value;
            const neigung = slopeAfterTypeChange(chosen, textOf(value.neigung));
            const next = setField(value, field, roofTypeCode(chosen as (typeof ROOF_TYPES)[number]));
            onChange({ ...next, neigung, neigungGrad: slopeDegrees(neigung, value.neigungGrad as number | null) });
          }}
          helperText={type ? T.typicalSlope(TYPICAL_SLOPE[type]) : undefined}
          fullWidth
        >
          {ROOF_TYPES.map((roofType) => (
            <MenuItem key={roofType} value={roofType}>
              {roofType}
            </MenuItem>
          ))}
        </TextField>,
      );
    }
    case 'slope': {
      const text = textOf(value.neigung) || (typeof value.neigungGrad === 'number' ? `${value.neigungGrad}°` : '');
      return withMark(
        <TextField
          label={label}
          value={text}
          helperText={T.slopeHint}
          onChange={(event) => {
            const next = setField(value, field, event.target.value);
            onChange({ ...next, neigungGrad: slopeDegrees(event.target.value, value.neigungGrad as number | null) });
          }}
          fullWidth
        />,
      );
    }
    case 'state': {
      const rating = ratingOf(value.zustand);
      return withMark(
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary" id={`state-${field.key}`}>
            {label}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={rating === 'unbekannt' ? null : rating}
            onChange={(_event, chosen: string | null) => set(chosen ?? T.stateUnknown)}
            aria-labelledby={`state-${field.key}`}
            size="small"
            sx={{ flexWrap: 'wrap' }}
          >
            {SUITABILITY_STATES.map((state) => (
              <ToggleButton key={state} value={state} color={RATING_COLORS[state]}>
                {RATING_LABELS[state]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>,
      );
    }
  }
}

function CountField({ label, value, onChange }: { label: string; value: unknown; onChange: (value: number | null) => void }) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseCount(event.target.value));
      }}
      error={text.trim() !== '' && parseCount(text) === null}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  );
}

/**
 * SPEC §4 'Switches': unbekannt means not detected and the switch is hidden until set by hand.
 * 'Manuell angeben' only offers Ja and Nein; the value and its correction mark are recorded
 * when the user picks one, so leaving without a choice records nothing.
 */
interface TriSwitchProps {
  label: string;
  hintName: string | null;
  state: boolean | 'unbekannt';
  onChange: (value: boolean) => void;
  /** Takes the value back to 'Noch nicht erfasst'. */
  onClear: () => void;
}

function TriSwitch({ label, hintName, state, onChange, onClear }: TriSwitchProps) {
  const [choosing, setChoosing] = useState(false);
  if (state !== 'unbekannt') {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel control={<Switch checked={state} onChange={(event) => onChange(event.target.checked)} />} label={label} sx={{ minHeight: 44 }} />
        <Button
          size="small"
          onClick={() => {
            setChoosing(false);
            onClear();
          }}
          aria-label={`${T.clear}: ${label}`}
          sx={{ minHeight: 44 }}
        >
          {T.clear}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" id={`switch-${label}`}>
        {label}
      </Typography>
      {choosing ? (
        <ToggleButtonGroup
          exclusive
          value={null}
          onChange={(_event, chosen: 'ja' | 'nein' | null) => chosen && onChange(chosen === 'ja')}
          aria-labelledby={`switch-${label}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="ja" sx={{ minWidth: 88, minHeight: 44 }}>
            {yesNoLabel(true)}
          </ToggleButton>
          <ToggleButton value="nein" sx={{ minWidth: 88, minHeight: 44 }}>
            {yesNoLabel(false)}
          </ToggleButton>
        </ToggleButtonGroup>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {hintName ? <NotDetectedHint what={hintName} /> : <Typography variant="body2">{T.notCaptured}</Typography>}
          <Button size="small" onClick={() => setChoosing(true)} aria-label={`${T.enterManually}: ${label}`} sx={{ minHeight: 44 }}>
            {T.enterManually}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
