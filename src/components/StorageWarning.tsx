// A German warning above every screen once the device storage is more than 80 % full.
import { Alert } from '@mui/material';
import { STORAGE_WARNING_RATIO } from '@/platform/storage';
import { DEVICE_STATUS_TEXTS } from './device-status-texts';
import { useStorageUsage } from './use-storage-usage';

export function StorageWarning() {
  const usage = useStorageUsage();
  if (!usage || usage.ratio <= STORAGE_WARNING_RATIO) return null;
  return (
    <Alert severity="warning" square role="alert">
      {DEVICE_STATUS_TEXTS.storage.warning(Math.round(usage.ratio * 100))}
    </Alert>
  );
}
