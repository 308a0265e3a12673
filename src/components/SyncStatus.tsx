// The app bar's sync indicator: online or offline and pending changes; a tap opens the details.
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ErrorIcon from '@mui/icons-material/Error';
import { Badge, IconButton } from '@mui/material';
import { lazy, useState } from 'react';
import { useSyncStatus } from '@/db/react/use-sync-status';
import { useOnline } from '@/platform/connectivity';
import { MountWhenOpened } from './MountWhenOpened';
import { COMPONENT_TEXTS } from './texts';

const SyncStatusDialog = lazy(() => import('./SyncStatusDialog'));
const T = COMPONENT_TEXTS.sync;

export function SyncStatus() {
  const status = useSyncStatus();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const summary = status.pending ? T.pending(status.pending) : T.allSynced;
  const label = `${online ? T.online : T.offline}. ${summary}`;
  const icon = status.failed.length ? <ErrorIcon /> : !online ? <CloudOffIcon /> : status.pending ? <CloudSyncIcon /> : <CloudDoneIcon />;

  return (
    <>
      <IconButton color="inherit" size="large" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <Badge badgeContent={status.pending} color={status.failed.length ? 'error' : 'secondary'} max={99}>
          {icon}
        </Badge>
      </IconButton>
      <MountWhenOpened open={open}>
        <SyncStatusDialog open={open} onClose={() => setOpen(false)} status={status} online={online} summary={summary} />
      </MountWhenOpened>
    </>
  );
}
