import { describe, expect, it } from 'vitest';
import { whenSyncLockFree, withSyncLock } from './lock';

describe('replay lock', () => {
  it('lets one replayer run at a time and tells a waiter when the other one is done', async () => {
    let finish = () => {};
    const steps: string[] = [];
    const first = withSyncLock(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void steps.push('first done')));
    expect(await withSyncLock(async () => void steps.push('second ran'))).toBe(false);
    const waiter = whenSyncLockFree().then(() => void steps.push('free'));
    await Promise.resolve();
    expect(steps).toEqual([]);
    finish();
    expect(await first).toBe(true);
    await waiter;
    expect(steps).toEqual(['first done', 'free']);
    expect(await withSyncLock(async () => void steps.push('third ran'))).toBe(true);
  });

  it('is free again after a replay that failed', async () => {
    await expect(withSyncLock(() => Promise.reject(new Error('Netz weg')))).rejects.toThrow('Netz weg');
    await whenSyncLockFree();
    expect(await withSyncLock(async () => undefined)).toBe(true);
  });
});
