// React access to the local store and the sync engine; screens read with live queries so they
// show what is known at once and update when the store changes.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@/api/http-client';
import type { SyncEngine } from '@/sync/sync-engine';
import type { TicketPoller } from '@/sync/ticket-poller';
import type { VorOrtDatabase } from '../schema';

export interface DataLayer {
  db: VorOrtDatabase;
  api: ApiClient;
  engine: SyncEngine;
  tickets: TicketPoller;
}

const DataContext = createContext<DataLayer | null>(null);

export function DataProvider({ value, children }: { value: DataLayer; children: ReactNode }) {
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useDataLayer(): DataLayer {
  const layer = useContext(DataContext);
  if (!layer) throw new Error('useDataLayer outside DataProvider');
  return layer;
}
