// SPEC §5 'Not-detected values': a red hint 'KI konnte … nicht erkennen' where the AI saw nothing.
import { Typography } from '@mui/material';
import { COMPONENT_TEXTS } from './texts';

export function NotDetectedHint({ what }: { what: string }) {
  return (
    <Typography variant="body2" color="error" role="note">
      {COMPONENT_TEXTS.assessment.notDetected(what)}
    </Typography>
  );
}
