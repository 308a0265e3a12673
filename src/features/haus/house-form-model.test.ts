import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { House, Project } from '@/domain/project';
import { FormStore, SAVE_DELAY_MS, type SaveForm } from '@/domain/form-store';
import { formJournalKey, storedFormJournal } from '@/platform/form-journal';
import type { HouseForm } from './house-form';
import { HOUSE_FORM } from './house-form-model';
import { memoryStorage } from '../../../tests/unit/memory-storage';

const project = (house: House): Project => ({ id: 'p', name: 'Becker', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true, house });
const becker = project({ stromverbrauch: 4200, zaehlernummer: 'Zweirichtungszähler', netzbetreiber: 'MVV Netze', baujahr: 1987 });

/** Revisions sort like the stored copy's local update times. */
const revision = (saves: number) => String(saves).padStart(6, '0');

/** A store whose saves land on `stored` (the device's copy) the way the sync engine's do. */
function setup(initial = becker) {
  const device = { stored: initial, saves: 0, revision: () => revision(device.saves) };
  const failures: unknown[] = [];
  const store = new FormStore(
    initial,
    HOUSE_FORM,
    async (apply) => {
      device.stored = apply(device.stored);
      device.saves += 1;
      return device.revision();
    },
    (error) => failures.push(error),
  );
  return { store, device, failures };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('house form next to the live stored project', () => {
  it('saves typing after a pause, once for several keystrokes', async () => {
    const { store, device } = setup();
    store.edit('baujahr', '19');
    store.edit('baujahr', '199');
    store.edit('baujahr', '1990');
    expect(store.getSnapshot().baujahr).toBe('1990');
    expect(device.saves).toBe(0);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(device.saves).toBe(1);
    expect(device.stored.house?.baujahr).toBe(1990);
  });

  it('saves radios at once and flushes pending typing when leaving', async () => {
    const { store, device } = setup();
    store.edit('sanierungDach', { saniert: false, jahr: '' }, true);
    await store.settled();
    expect(device.stored.house?.sanierungDach).toBeNull();
    store.edit('netzbetreiber', 'EnBW');
    store.flush();
    await store.settled();
    expect(device.stored.house).toMatchObject({ netzbetreiber: 'EnBW', stromverbrauch: 4200 });
  });

  it('shows values that arrive in the store (the bill analysis) in fields the user has not edited', () => {
    const { store } = setup(project({}));
    store.receive(project({ stromverbrauch: 3100, zaehlernummer: 'Drehstromzähler', netzbetreiber: 'EnBW' }), revision(1));
    expect(store.getSnapshot()).toMatchObject({ stromverbrauch: '3100', zaehlernummer: 'Drehstromzähler', netzbetreiber: 'EnBW' });
  });

  it('never overwrites a field the user is typing in, and shows the news when the user leaves it', async () => {
    const { store } = setup();
    store.focus('stromverbrauch');
    store.receive(project({ ...becker.house, stromverbrauch: 3100, netzbetreiber: 'EnBW' }), revision(1));
    expect(store.getSnapshot()).toMatchObject({ stromverbrauch: '4200', netzbetreiber: 'EnBW' });
    store.blur('stromverbrauch');
    expect(store.getSnapshot().stromverbrauch).toBe('3100');
  });

  it('keeps an edit against a value arriving for the same field and saves the edit', async () => {
    const { store, device } = setup();
    store.edit('stromverbrauch', '5000');
    device.stored = project({ ...becker.house, stromverbrauch: 3100 });
    store.receive(device.stored, device.revision());
    expect(store.getSnapshot().stromverbrauch).toBe('5000');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(device.stored.house?.stromverbrauch).toBe(5000);
  });

  it('ignores an older copy still in flight after a save, then follows the store again', async () => {
    const { store, device } = setup();
    store.edit('baujahr', '1990', true);
    await store.settled();
    store.receive(becker, revision(0)); // the copy from before the save
    expect(store.getSnapshot().baujahr).toBe('1990');
    store.receive(device.stored, device.revision());
    store.receive(project({ ...device.stored.house, baujahr: 2001 }), revision(2));
    expect(store.getSnapshot().baujahr).toBe('2001');
  });

  it("'ja', 'nicht saniert', 'ja': the late copy of the first save does not pass for the last", async () => {
    const { store, device } = setup(project({}));
    const copies: Array<[Project, string]> = [];
    const choose = async (value: { saniert: boolean; jahr: string }) => {
      store.edit('sanierungDach', value, true);
      await store.settled();
      copies.push([device.stored, device.revision()]);
    };
    await choose({ saniert: true, jahr: '' });
    await choose({ saniert: true, jahr: '2012' });
    await choose({ saniert: false, jahr: '' });
    await choose({ saniert: true, jahr: '' });
    // The live copies arrive late, one by one, after the last save finished.
    for (const [copy, at] of copies) {
      store.receive(copy, at);
      expect(store.getSnapshot().sanierungDach).toEqual({ saniert: true, jahr: '' });
    }
  });

  it('keeps typing the page could not save before it went away, and saves it with the next start', async () => {
    const draft = storedFormJournal<HouseForm>(memoryStorage(), formJournalKey('haus', 'firma-1', 'p'));
    const device = { stored: becker, saves: 0 };
    const save: SaveForm<Project> = async (apply) => {
      device.stored = apply(device.stored);
      device.saves += 1;
      return revision(device.saves);
    };
    const before = new FormStore(becker, HOUSE_FORM, save, () => undefined, draft);
    before.edit('baujahr', '1977');
    before.edit('sanierungDach', { saniert: true, jahr: '' });
    // The page is gone before the pause ends: nothing reached the store.
    expect(device.saves).toBe(0);

    const after = new FormStore(device.stored, HOUSE_FORM, save, () => undefined, draft);
    expect(after.getSnapshot()).toMatchObject({ baujahr: '1977', sanierungDach: { saniert: true, jahr: '' } });
    await after.settled();
    expect(device.stored.house?.baujahr).toBe(1977);
    expect(draft.read()).toEqual({});
  });

  it('keeps what another save or upload stored meanwhile: each save applies to the newest copy', async () => {
    const { store, device } = setup();
    store.edit('baujahr', '1990');
    device.stored = { ...device.stored, house: { ...device.stored.house, analyse: { images: [] } }, roof: { manualObstacles: ['Kamin'] } };
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(device.stored).toMatchObject({ house: { baujahr: 1990, analyse: { images: [] } }, roof: { manualObstacles: ['Kamin'] } });
  });

  it('"House page save failure: Only logged."', async () => {
    const failures: unknown[] = [];
    const store = new FormStore(becker, HOUSE_FORM, () => Promise.reject(new Error('quota')), (error) => failures.push(error));
    store.edit('baujahr', '1990', true);
    await store.settled();
    expect(failures).toHaveLength(1);
    store.edit('baujahr', '1991', true);
    await store.settled();
    expect(failures).toHaveLength(2);
  });

  it('keeps a value whose save failed and saves it with the next save, then clears the failure', async () => {
    let full = true;
    const device = { stored: becker };
    const store = new FormStore(
      becker,
      HOUSE_FORM,
      async (apply) => {
        if (full) throw new Error('QuotaExceededError');
        device.stored = apply(device.stored);
        return revision(1);
      },
      () => undefined,
    );
    store.edit('baujahr', '1990', true);
    await store.settled();
    expect(store.getFailure()).toEqual(new Error('QuotaExceededError'));
    expect(store.getSnapshot().baujahr).toBe('1990');

    full = false;
    store.edit('netzbetreiber', 'EnBW', true);
    await store.settled();
    expect(device.stored.house).toMatchObject({ baujahr: 1990, netzbetreiber: 'EnBW' });
    expect(store.getFailure()).toBeNull();
  });
});
