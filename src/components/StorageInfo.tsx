// Used and available space on this device and whether the browser protects it from eviction, for
// 'Mein Profil' and the sync dialog.
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { formatBytes } from '@/platform/format-bytes';
import { STORAGE_WARNING_RATIO } from '@/platform/storage';
import { DEVICE_STATUS_TEXTS } from './device-status-texts';
import { useStorageUsage } from './use-storage-usage';

const T = DEVICE_STATUS_TEXTS.storage;

export function StorageInfo({ variant = 'elevation' }: { variant?: 'elevation' | 'outlined' }) {
  const usage = useStorageUsage();
  if (usage === undefined) return null;
  const percent = usage ? Math.round(usage.ratio * 100) : 0;
  return (
    <Paper variant={variant} sx={{ p: variant === 'outlined' ? 2 : 3 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {T.title}
        </Typography>
        {usage ? (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, percent)}
              color={usage.ratio > STORAGE_WARNING_RATIO ? 'warning' : 'primary'}
              aria-label={T.title}
            />
            <Typography>{T.usage(formatBytes(usage.usedBytes), formatBytes(usage.quotaBytes), percent)}</Typography>
            <Alert severity={usage.persisted ? 'success' : 'info'}>{usage.persisted ? T.persisted : T.notPersisted}</Alert>
          </>
        ) : (
          <Typography color="text.secondary">{T.unknown}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
