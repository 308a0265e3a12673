import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataProvider, recordedLoading, useDataLayer, type DataLayer } from './data-context';

const layer = { db: {}, api: {}, engine: {}, tickets: {} } as unknown as DataLayer;

function Screen() {
  return <p>{useDataLayer() === layer ? 'geladen' : 'fremd'}</p>;
}

describe('DataProvider', () => {
  // Rendered on the server, no effect runs: what a screen sees is what the provider knows at its
  // first render, as when the first screen renders as a slow transition and the store settled meanwhile.
  it('hands a screen the layer of a loading that settled before the provider listened', async () => {
    const loading = recordedLoading(Promise.resolve(layer));
    await loading;
    expect(renderToString(<DataProvider loading={loading}>{<Screen />}</DataProvider>)).toContain('geladen');
  });

  it('still refuses a screen while the store loads', () => {
    const loading = recordedLoading(new Promise<DataLayer>(() => undefined));
    expect(() => renderToString(<DataProvider loading={loading}>{<Screen />}</DataProvider>)).toThrow('before the local store was loaded');
  });
});
