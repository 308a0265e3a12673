// The app bar's sync indicator: online or offline, pending changes, last successful sync, and
// the entries waiting for the user's 'Erneut versuchen' or 'Verwerfen'.
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataLayer } from '@/db/react/data-context';
import { useSyncStatus } from '@/db/react/use-sync-status';
import { useOnline } from '@/platform/connectivity';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.sync;
const dateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });

export function SyncStatus() {
  const { engine } = useDataLayer();
  const status = useSyncStatus();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const summary = status.pending ? T.pending(status.pending) : T.allSynced;
  const label = `${online ? T.online : T.offline}. ${summary}`;
  const icon = status.failed.length ? <ErrorIcon /> : !online ? <CloudOffIcon /> : status.pending ? <CloudSyncIcon /> : <CloudDoneIcon />;

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" size="large" aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={status.pending} color={status.failed.length ? 'error' : 'secondary'} max={99}>
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{T.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Typography>{online ? T.online : T.offline}</Typography>
            <Typography>{summary}</Typography>
            <Typography color="text.secondary">
              {status.lastSyncAt ? T.lastSync(dateTime.format(new Date(status.lastSyncAt))) : T.neverSynced}
            </Typography>
          </Stack>
          {status.failed.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }} color="error">
                {T.failedTitle}
              </Typography>
              <List>
                {status.failed.map((entry) => (
                  <ListItem key={entry.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText primary={T.kinds[entry.kind] ?? entry.kind} secondary={entry.lastError?.message} />
                    <Button variant="contained" size="small" onClick={() => void engine.retry(entry.id as number)}>
                      {T.retry}
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      onClick={() => {
                        if (window.confirm(T.discardConfirm)) void engine.discard(entry.id as number);
                      }}
                    >
                      {T.discard}
                    </Button>
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button disabled={!online} onClick={() => void engine.sync()}>
            {T.syncNow}
          </Button>
          <Button onClick={() => setOpen(false)}>{T.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
