// Who sends the outbox on a Background Sync event. Chromium fires the event as soon as a page
// registers it, so the service worker raced the page on screen for the same outbox; when the
// worker won, a photo collection went by the worker's fetch, which reports no bytes sent, and the
// page's overlay had no progress and no time left to show. A page on screen sends itself: the
// worker declines, the browser tries the sync again minutes later, and by then the worker sends
// only what a closed or hidden page left. On its last chance it sends anyway (the sync lock keeps
// the two from sending the same entry).

export class PageSendsItself extends Error {
  constructor() {
    super('Eine sichtbare Seite der App überträgt selbst');
    this.name = 'PageSendsItself';
  }
}

export interface AppWindow {
  visibilityState: DocumentVisibilityState;
}

export async function sendUnlessPageShown(event: { lastChance: boolean }, windows: () => Promise<readonly AppWindow[]>, send: () => Promise<void>): Promise<void> {
  if (!event.lastChance && (await windows()).some((window) => window.visibilityState === 'visible')) throw new PageSendsItself();
  await send();
}
