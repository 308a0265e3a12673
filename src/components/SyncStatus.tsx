// The sync indicator of the screens that render once the local store is loaded.
import { useSyncStatus } from '@/hooks/use-sync-status';
import { SyncStatusButton } from './SyncStatusButton';

export function SyncStatus() {
  return <SyncStatusButton status={useSyncStatus()} />;
}
