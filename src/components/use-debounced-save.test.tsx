// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSave } from './use-debounced-save';

afterEach(() => vi.useRealTimers());

describe('an editor keeps every keystroke, whatever way the user leaves', () => {
  it('saves once typing pauses, and only the latest value', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_value: string) => {});
    const { result } = renderHook(() => useDebouncedSave(save));
    result.current.schedule('N');
    result.current.schedule('Notiz');
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(save.mock.calls).toEqual([['Notiz']]);
  });

  it.each([
    ['the tab is closed', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the app is sent to the background',
      () => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('saves at once when %s, before the pause is over', (_way, leave) => {
    const save = vi.fn(async (_value: string) => {});
    const { result } = renderHook(() => useDebouncedSave(save));
    result.current.schedule('Fenster gekippt – ł ø 💧');
    leave();
    expect(save.mock.calls).toEqual([['Fenster gekippt – ł ø 💧']]);
  });

  it('saves at once when the editor goes away (back arrow, browser back)', () => {
    const save = vi.fn(async (_value: string) => {});
    const { result, unmount } = renderHook(() => useDebouncedSave(save));
    result.current.schedule('Heizraum');
    unmount();
    expect(save.mock.calls).toEqual([['Heizraum']]);
  });
});
