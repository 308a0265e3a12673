// The app bar's sync indicator: online or offline and pending changes; a tap opens the details.
// Without a connection it says so in a word beside the icon. Without a status yet (the local
// store still loading) it shows the connection only.
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ErrorIcon from '@mui/icons-material/Error';
import { Badge, Button, IconButton } from '@mui/material';
import { useState } from 'react';
import type { SyncStatus } from '@/hooks/use-sync-status';
import { useConnection } from '@/platform/connectivity';
import { SYNC_TAP, tapTarget } from '@/platform/first-screen/record';
import { MountWhenOpened } from './MountWhenOpened';
import { DEVICE_STATUS_TEXTS } from './device-status-texts';

const loadSyncStatusDialog = () => import('./SyncStatusDialog');
const T = DEVICE_STATUS_TEXTS.sync;

export function SyncStatusButton({ status }: { status: SyncStatus | null }) {
  const connection = useConnection();
  const online = connection === 'online';
  const [open, setOpen] = useState(false);
  const summary = status && (status.pending ? T.pending(status.pending) : T.allSynced);
  const label = summary ? `${T[connection]}. ${summary}` : T[connection];
  const icon = status?.failed.length ? <ErrorIcon /> : !online ? <CloudOffIcon /> : !status || status.pending ? <CloudSyncIcon /> : <CloudDoneIcon />;
  const badged = (
    <Badge badgeContent={status?.pending} color={status?.failed.length ? 'error' : 'secondary'} max={99}>
      {icon}
    </Badge>
  );

  return (
    <>
      {online ? (
        <IconButton color="inherit" size="large" aria-label={label} title={label} onClick={() => setOpen(status !== null)} {...tapTarget(SYNC_TAP)}>
          {badged}
        </IconButton>
      ) : (
        <Button
          color="inherit"
          aria-label={label}
          title={label}
          onClick={() => setOpen(status !== null)}
          startIcon={badged}
          {...tapTarget(SYNC_TAP)}
          sx={{ minHeight: 48, flexShrink: 0, whiteSpace: 'nowrap', textTransform: 'none', fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
        >
          {T.short[connection]}
        </Button>
      )}
      {status && summary && (
        <MountWhenOpened open={open} load={loadSyncStatusDialog}>
          {(SyncStatusDialog) => <SyncStatusDialog open={open} onClose={() => setOpen(false)} status={status} connection={connection} summary={summary} />}
        </MountWhenOpened>
      )}
    </>
  );
}
