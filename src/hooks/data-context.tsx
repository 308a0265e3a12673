// React access to the local store and the sync engine; screens read with live queries so they
// show what is known at once and update when the store changes. The store's code loads beside
// the first screen: the dashboard's frame renders before it, every other screen after it.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@/api/http-client';
import type { SyncEngine } from '@/sync/sync-engine';
import type { TicketPoller } from '@/sync/ticket-poller';
import type { VorOrtDatabase } from '@/db/schema';

export interface DataLayer {
  db: VorOrtDatabase;
  api: ApiClient;
  engine: SyncEngine;
  tickets: TicketPoller;
}

interface DataState {
  layer: DataLayer | null;
  loading: Promise<DataLayer>;
}

const DataContext = createContext<DataState | null>(null);

/** The layer of each loading that has settled, recorded by the first callback the loading got. */
const settledLayers = new WeakMap<Promise<DataLayer>, DataLayer>();

/**
 * Records the layer as soon as `loading` settles, before anything that awaits it later (the
 * router's screens) goes on: a screen the router renders then finds the layer even when the
 * provider's own state has not caught up yet, as when the first screen renders as a slow
 * transition and the loading settles before the provider's effect listens.
 */
export function recordedLoading(loading: Promise<DataLayer>): Promise<DataLayer> {
  loading.then(
    (layer) => settledLayers.set(loading, layer),
    () => undefined,
  );
  return loading;
}

export function DataProvider({ loading, children }: { loading: Promise<DataLayer>; children: ReactNode }) {
  const [layer, setLayer] = useState<DataLayer | null>(null);
  useEffect(() => {
    let current = true;
    loading.then(
      (loaded) => current && setLayer(loaded),
      // The app shows the failure itself (App); screens keep waiting for the store.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loading]);
  // One value per state, so the screens under it re-render only when the layer arrives.
  const value = useMemo(() => ({ layer, loading }), [layer, loading]);
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

/** The provider's state, with the layer of a loading that settled before the provider heard of it. */
function useDataState(): DataState {
  const state = useContext(DataContext);
  if (!state) throw new Error('useDataLayer outside DataProvider');
  return state.layer ? state : { ...state, layer: settledLayers.get(state.loading) ?? null };
}

/** The loaded data layer, for screens the router renders only once it is loaded. */
export function useDataLayer(): DataLayer {
  const { layer } = useDataState();
  if (!layer) throw new Error('useDataLayer before the local store was loaded');
  return layer;
}

/** The data layer, or null while its code still loads (the dashboard's frame). */
export function useLoadedDataLayer(): DataLayer | null {
  return useDataState().layer;
}

/** The data layer once loaded, for actions the user can start before that. */
export function useDataLayerLoading(): Promise<DataLayer> {
  return useDataState().loading;
}
