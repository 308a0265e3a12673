// The service worker's Background Sync leaves the outbox to a page on screen, which shows the
// upload's progress, and sends for pages that are closed or hidden.
import { describe, expect, it, vi } from 'vitest';
import { PageSendsItself, sendUnlessPageShown, type AppWindow } from './page-first';

const windows = (...states: DocumentVisibilityState[]) => async (): Promise<AppWindow[]> => states.map((visibilityState) => ({ visibilityState }));

describe('Background Sync with the app open', () => {
  it('declines while a page is on screen, so the browser asks again later', async () => {
    const send = vi.fn(async () => undefined);
    await expect(sendUnlessPageShown({ lastChance: false }, windows('hidden', 'visible'), send)).rejects.toBeInstanceOf(PageSendsItself);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends when every page is closed or out of sight', async () => {
    const send = vi.fn(async () => undefined);
    await sendUnlessPageShown({ lastChance: false }, windows(), send);
    await sendUnlessPageShown({ lastChance: false }, windows('hidden'), send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends on its last chance even beside a page on screen, and fails as the sending fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('2 Einträge warten auf einen neuen Versuch');
    });
    await expect(sendUnlessPageShown({ lastChance: true }, windows('visible'), send)).rejects.toThrow('2 Einträge warten');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
