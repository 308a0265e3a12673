import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormStore, SAVE_DELAY_MS, type FormJournal, type FormModel, type SaveState } from './form-store.ts';

/** A record with a trimmed text and a flag, as simple as a form's record gets. */
interface Note {
  title: string;
  done: boolean;
  other?: string;
}
type NoteForm = { title: string; done: boolean };

const NOTE_FORM: FormModel<Note, NoteForm> = {
  id: 'notiz',
  keys: ['title', 'done'],
  read: (note) => ({ title: note.title, done: note.done }),
  apply: (note, inputs) => ({ ...note, ...inputs, ...(inputs.title === undefined ? {} : { title: inputs.title.trim() }) }),
};

function memoryJournal(): FormJournal<NoteForm> & { kept: Partial<NoteForm> } {
  const journal = {
    kept: {} as Partial<NoteForm>,
    read: () => ({ ...journal.kept }),
    write: (inputs: Partial<NoteForm>) => void (journal.kept = { ...journal.kept, ...inputs }),
    forget: (inputs: Partial<NoteForm>) => {
      for (const [key, value] of Object.entries(inputs)) if (journal.kept[key as keyof NoteForm] === value) delete journal.kept[key as keyof NoteForm];
    },
  };
  return journal;
}

function setup(initial: Note = { title: 'Dach prüfen', done: false }, journal = memoryJournal()) {
  const device = { stored: initial, saves: 0, fail: false };
  const failures: unknown[] = [];
  const store = new FormStore(
    initial,
    NOTE_FORM,
    async (apply) => {
      if (device.fail) throw new Error('QuotaExceededError');
      device.stored = apply(device.stored);
      device.saves += 1;
      return String(device.saves).padStart(6, '0');
    },
    (error) => failures.push(error),
    journal,
  );
  const states: SaveState[] = [];
  store.subscribe(() => {
    if (states.at(-1) !== store.getSaveState()) states.push(store.getSaveState());
  });
  return { store, device, failures, journal, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the form store every form edits its record with', () => {
  it.each([
    { way: 'a pause in typing', leave: async () => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS) },
    { way: 'leaving the field', leave: async (store: FormStore<Note, NoteForm>) => store.blur('title') },
    { way: 'leaving the page', leave: async (store: FormStore<Note, NoteForm>) => store.flush() },
  ])('saves typing on $way, once for several keystrokes, and forgets the journal then', async ({ leave }) => {
    const { store, device, journal } = setup();
    store.focus('title');
    for (const text of ['G', 'Ga', 'Gaube']) store.edit('title', text);
    expect(journal.kept).toEqual({ title: 'Gaube' });
    expect(device.saves).toBe(0);
    await leave(store);
    await store.settled();
    expect(device).toMatchObject({ saves: 1, stored: { title: 'Gaube' } });
    expect(journal.kept).toEqual({});
  });

  it.each([
    { case: 'a field not edited', edited: null, expected: 'Gaube' },
    { case: 'a field being typed in', edited: 'title' as const, expected: 'Kamin' },
  ])('values arriving from elsewhere replace $case only', ({ edited, expected }) => {
    const { store } = setup();
    if (edited) {
      store.focus(edited);
      store.edit(edited, 'Kamin');
    }
    store.receive({ title: 'Gaube', done: true }, '000009');
    expect(store.getSnapshot()).toEqual({ title: expected, done: true });
  });

  it("a saved value that reads back differently ('Gaube ' as 'Gaube') stays as typed", async () => {
    const { store, device } = setup();
    store.edit('title', 'Gaube ', true);
    await store.settled();
    store.receive(device.stored, '000001');
    expect(store.getSnapshot().title).toBe('Gaube ');
    expect(device.stored.title).toBe('Gaube');
  });

  it('saves only the edited fields, on the newest stored copy', async () => {
    const { store, device } = setup();
    device.stored = { ...device.stored, title: 'von anderswo', other: 'Analyse' };
    store.edit('done', true, true);
    await store.settled();
    expect(device.stored).toEqual({ title: 'von anderswo', done: true, other: 'Analyse' });
  });

  it('shows and saves what the journal kept from a page that went away', async () => {
    const journal = memoryJournal();
    journal.kept = { title: 'Überschrift 🏠' };
    const { store, device } = setup(undefined, journal);
    expect(store.getSnapshot().title).toBe('Überschrift 🏠');
    await store.settled();
    expect(device.stored.title).toBe('Überschrift 🏠');
    expect(journal.kept).toEqual({});
  });

  it.each<{ case: string; steps: (s: ReturnType<typeof setup>) => Promise<void>; states: SaveState[] }>([
    { case: 'opened and left unchanged', steps: async ({ store }) => store.flush(), states: [] },
    {
      case: 'typed and saved',
      steps: async ({ store }) => {
        store.edit('title', 'Gaube');
        await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
      },
      states: ['pending', 'saved'],
    },
    {
      case: 'a failed save',
      steps: async ({ store, device }) => {
        device.fail = true;
        store.edit('done', true, true);
        await store.settled();
      },
      states: ['pending', 'none'],
    },
    {
      case: 'a failed save, then one that succeeds',
      steps: async ({ store, device }) => {
        device.fail = true;
        store.edit('done', true, true);
        await store.settled();
        device.fail = false;
        store.edit('title', 'Gaube', true);
        await store.settled();
      },
      states: ['pending', 'none', 'saved'],
    },
  ])('save feedback only after a save: $case', async ({ steps, states }) => {
    const context = setup();
    await steps(context);
    expect(context.states).toEqual(states);
  });

  it('keeps a value whose save failed, saves it with the next save and clears the failure', async () => {
    const { store, device, failures, journal } = setup();
    device.fail = true;
    store.edit('title', 'Gaube', true);
    await store.settled();
    expect(failures).toHaveLength(1);
    expect(store.getFailure()).toEqual(new Error('QuotaExceededError'));
    expect(journal.kept).toEqual({ title: 'Gaube' });
    device.fail = false;
    store.edit('done', true, true);
    await store.settled();
    expect(device.stored).toMatchObject({ title: 'Gaube', done: true });
    expect(store.getFailure()).toBeNull();
    expect(journal.kept).toEqual({});
  });
});
