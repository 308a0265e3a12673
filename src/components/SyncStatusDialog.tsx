// The sync status dialog behind the app bar's indicator: state, last sync, the device's storage,
// and the entries waiting for the user's 'Erneut versuchen' or 'Verwerfen'. Loaded on first open (SyncStatus).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataLayer } from '@/hooks/data-context';
import type { SyncStatus } from '@/hooks/use-sync-status';
import type { Connection } from '@/platform/connectivity';
import { outboxLabel } from '@/sync/kinds/registry';
import { ConfirmDialog } from './ConfirmDialog';
import { StorageInfo } from './StorageInfo';
import { DEVICE_STATUS_TEXTS } from './device-status-texts';

const T = DEVICE_STATUS_TEXTS.sync;
const dateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });

export default function SyncStatusDialog({
  open,
  onClose,
  status,
  connection,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  status: SyncStatus;
  connection: Connection;
  summary: string;
}) {
  const { engine } = useDataLayer();
  /** The failed entry whose 'Verwerfen' waits for the user's confirmation. */
  const [discarding, setDiscarding] = useState<number | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{T[connection]}</Typography>
          <Typography>{summary}</Typography>
          <Typography color="text.secondary">
            {status.lastSyncAt ? T.lastSync(dateTime.format(new Date(status.lastSyncAt))) : T.neverSynced}
          </Typography>
          <StorageInfo variant="outlined" />
        </Stack>
        {status.failed.length > 0 && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }} color="error">
              {T.failedTitle}
            </Typography>
            <List>
              {status.failed.map((entry) => (
                <ListItem key={entry.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText primary={outboxLabel(entry.kind)} secondary={entry.lastError?.message} />
                  <Button variant="contained" size="small" onClick={() => void engine.retry(entry.id as number)}>
                    {T.retry}
                  </Button>
                  <Button
                    color="error"
                    size="small"
                    onClick={() => setDiscarding(entry.id as number)}
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
        {/* A server that did not answer may answer now: trying is the way to find out. */}
        <Button disabled={connection === 'offline'} onClick={() => void engine.syncNow()}>
          {T.syncNow}
        </Button>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={discarding !== null}
        message={T.discardConfirm}
        confirmLabel={T.discard}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding !== null) void engine.discard(discarding);
          setDiscarding(null);
        }}
      />
    </Dialog>
  );
}
