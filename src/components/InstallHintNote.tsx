// Shown once, where photos were just put on a device whose browser may evict them: how to install
// the app, with the iPad's steps, since installed apps keep their data. A note in the page, not a
// dialog: it never stands between the surveyor and the next photo or the back arrow.
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useDataLayer } from '@/hooks/data-context';
import { useInstallHintDue } from '@/hooks/use-flag';
import { markInstallHintSeen } from '@/db/install-hint';
import { logWarning } from '@/platform/log';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.installHint;

export function InstallHintNote() {
  const { db } = useDataLayer();
  const due = useInstallHintDue();
  if (!due) return null;
  const close = () => void markInstallHintSeen(db).catch((error: unknown) => logWarning('Hinweis nicht gemerkt', error));
  return (
    <Alert
      severity="info"
      role="note"
      aria-label={T.title}
      sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <AlertTitle>{T.title}</AlertTitle>
      {T.why}
      <Box component="span" sx={{ display: 'block', mt: 1 }}>
        {T.ipad}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {T.android}
      </Box>
      {/* Below the text, not beside it: a side column squeezed the steps on a phone. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button color="inherit" onClick={close} sx={{ minHeight: 44 }}>
          {T.ok}
        </Button>
      </Box>
    </Alert>
  );
}
