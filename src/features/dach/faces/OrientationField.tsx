// A face's orientation: the azimuth typed, one of eight directions tapped, or read from the
// device's compass; where the compass cannot answer, the user is told so and picks by hand.
import ExploreIcon from '@mui/icons-material/Explore';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { compassPoint } from '@/domain/pv/roof-face';
import { NumberField } from '@/components/NumberField';
import { FACE_TEXTS as T } from './texts';
import { useCompass } from './use-compass';
import { useState } from 'react';

const DIRECTIONS = [
  ['N', 0],
  ['NO', 45],
  ['O', 90],
  ['SO', 135],
  ['S', 180],
  ['SW', 225],
  ['W', 270],
  ['NW', 315],
] as const;

interface Props {
  value: number | null | undefined;
  onChange: (azimuth: number | null) => void;
  reportInvalid?: (invalid: boolean) => void;
}

export function OrientationField({ value, onChange, reportInvalid }: Props) {
  const [taken, setTaken] = useState<number | null>(null);
  // Chosen by hand after the compass could not answer: the note about it has done its job.
  const [byHand, setByHand] = useState(false);
  const chooseByHand = (azimuth: number | null) => {
    setTaken(null);
    setByHand(true);
    onChange(azimuth);
  };
  // The device faces the roof face, which looks back towards the device.
  const compass = useCompass((heading) => {
    const azimuth = (heading + 180) % 360;
    setTaken(azimuth);
    onChange(azimuth);
  });
  const selected = DIRECTIONS.find(([, degrees]) => degrees === value)?.[1] ?? null;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <NumberField
          label={T.azimuth}
          value={value}
          min={0}
          max={360}
          errorText={T.azimuthError}
          helperText={typeof value === 'number' ? `${compassPoint(value)} · ${T.azimuthHint}` : T.azimuthHint}
          onValue={chooseByHand}
          reportInvalid={reportInvalid}
          fullWidth
        />
        <Button variant="outlined" startIcon={<ExploreIcon />} onClick={() => {
            setByHand(false);
            void compass.read();
          }} disabled={compass.status === 'waiting'} sx={{ minHeight: 56, flexShrink: 0 }}>
          {T.compass}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {compass.status === 'waiting' ? T.compassWaiting : T.compassHint}
      </Typography>
      {taken !== null && taken === value && <Alert severity="success">{T.compassTaken(taken, compassPoint(taken))}</Alert>}
      {!byHand && (compass.status === 'unavailable' || compass.status === 'denied') && (
        <Alert severity="info">{compass.status === 'denied' ? T.compassDenied : T.compassUnavailable}</Alert>
      )}
      <ToggleButtonGroup
        exclusive
        value={selected}
        onChange={(_, degrees: number | null) => {
          if (degrees !== null) chooseByHand(degrees);
        }}
        aria-label={T.directions}
        // One row on a phone too: the eight directions share the width, as on a compass rose's rim.
        fullWidth
        sx={{ maxWidth: 480 }}
      >
        {DIRECTIONS.map(([label, degrees]) => (
          <ToggleButton key={label} value={degrees} sx={{ minWidth: 0, minHeight: 44, px: 0 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
