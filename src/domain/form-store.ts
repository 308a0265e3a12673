// One mechanism for every form that edits a stored record: each keystroke goes to a synchronous
// journal at once, is saved to the device debounced (at once for choices, on blur and on leaving),
// and values arriving in the store (an analysis, another device) replace only fields not being
// edited. No React and no storage API in here: the screens' hook and the journal plug in.

/** What a form edits in a stored record, and how its inputs read from and write to the record. */
export interface FormModel<R, F extends object> {
  /** Names the form's journal, so the journal can be saved at a start without the page. */
  readonly id: string;
  readonly keys: readonly (keyof F & string)[];
  /** The inputs as the stored record shows them. */
  read(record: R): F;
  /** The record with the given inputs saved; the other fields stay as they are. */
  apply(record: R, inputs: Partial<F>): R;
}

/** Typed inputs the device's store does not hold yet, kept where a closed page cannot lose them. */
export interface FormJournal<F> {
  read(): Partial<F>;
  /** Adds or replaces inputs. */
  write(inputs: Partial<F>): void;
  /** Drops inputs that are saved now, unless they were changed again meanwhile. */
  forget(inputs: Partial<F>): void;
}

/**
 * Saves the form: `apply` sets the edited fields on the newest stored record (read when saving).
 * Answers the revision of the stored copy that holds the save (its local update time, which only
 * grows), or null when the device does not hold the record.
 */
export type SaveForm<R> = (apply: (record: R) => R) => Promise<string | null>;

/**
 * What the form may tell the user about saving: nothing before the first save or after a failed
 * one, 'pending' while an edit waits for or runs its save, 'saved' once every edit so far is in the
 * device's store.
 */
export type SaveState = 'none' | 'pending' | 'saved';

/** Where a form's save state is read and followed, apart from its inputs. */
export interface SaveStateSource {
  subscribe(listener: () => void): () => void;
  getSaveState(): SaveState;
}

export const SAVE_DELAY_MS = 400;

/** Inputs are plain data (text, flags, small objects): equal when they serialise alike. */
export function sameInput(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A value saved from this form that the live copy has not shown yet. */
interface Unconfirmed<V> {
  value: V;
  /** The stored revision holding it, known once its save finished. */
  revision: string | null;
}

export class FormStore<R, F extends object> implements SaveStateSource {
  private form: F;
  private latest: R;
  private latestRevision = '';
  /** Per field, the stored input the field last showed or saved: a change against it is news. */
  private readonly base: F;
  /** Edited and not yet saved. */
  private readonly dirty = new Set<keyof F & string>();
  /**
   * Saved, but the live copy has not shown the save yet: copies of older revisions still in flight
   * are ignored for these fields. Revisions, not values, tell them apart: choosing 'ja', 'nicht
   * saniert' and 'ja' again saves the first value twice, and the copy of the first save must not
   * pass for the last.
   */
  private readonly unconfirmed = new Map<keyof F & string, Unconfirmed<unknown>>();
  private editing: (keyof F & string) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private running = 0;
  private everSaved = false;
  private saveState: SaveState = 'none';
  /** Why the last save failed; null once a save succeeded again. */
  private failure: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    record: R,
    private readonly model: FormModel<R, F>,
    private readonly save: SaveForm<R>,
    private readonly onSaveFailed: (error: unknown) => void,
    private readonly journal: FormJournal<F> = { read: () => ({}), write: () => undefined, forget: () => undefined },
    private readonly delayMs = SAVE_DELAY_MS,
  ) {
    this.latest = record;
    this.form = model.read(record);
    this.base = { ...this.form };
    // What was typed before the page went away and never reached the store: shown and saved now.
    const kept = journal.read();
    for (const key of model.keys) {
      if (kept[key] === undefined) continue;
      this.form = { ...this.form, [key]: kept[key] };
      this.dirty.add(key);
    }
    this.flush();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): F => this.form;

  getFailure = (): unknown => this.failure;

  getSaveState = (): SaveState => this.saveState;

  /** An input changed: journaled and shown at once, saved after a pause in typing or, with `now`, at once. */
  edit<K extends keyof F & string>(key: K, value: F[K], now = false): void {
    this.form = { ...this.form, [key]: value };
    this.dirty.add(key);
    this.journal.write({ [key]: value } as unknown as Partial<F>);
    this.updateSaveState();
    this.emit();
    clearTimeout(this.timer);
    if (now) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  focus(key: keyof F & string): void {
    this.editing = key;
  }

  /** Leaving a field saves it and shows what arrived for it while it was being edited. */
  blur(key: keyof F & string): void {
    if (this.editing === key) this.editing = null;
    this.flush();
    this.adopt();
  }

  /** The live query delivered the stored record at `revision`. */
  receive(record: R, revision: string): void {
    this.latest = record;
    this.latestRevision = revision;
    this.adopt();
  }

  /** Saves the edited fields now; also called when the page goes away. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty.size) return;
    const inputs = Object.fromEntries([...this.dirty].map((key) => [key, this.form[key]])) as Partial<F>;
    // The inputs as the store will show them once saved ('1990 ' reads back as '1990').
    const stored = this.model.read(this.model.apply(this.latest, inputs));
    const pending = new Map<keyof F & string, Unconfirmed<unknown>>();
    for (const key of this.dirty) {
      pending.set(key, { value: stored[key], revision: null });
      this.base[key] = stored[key];
    }
    for (const [key, entry] of pending) this.unconfirmed.set(key, entry);
    this.dirty.clear();
    // Only entries no later save has replaced belong to this save.
    const own = () => [...pending].filter(([key, entry]) => this.unconfirmed.get(key) === entry);
    // One save at a time, each on the copy the previous one left, so saves land in typing order.
    this.queue = this.queue
      .then(() => this.save((record) => this.model.apply(record, inputs)))
      .then(
        (revision) => {
          this.journal.forget(inputs);
          for (const [key, entry] of own()) {
            if (revision === null) this.unconfirmed.delete(key);
            else entry.revision = revision;
          }
          this.running -= 1;
          this.everSaved ||= revision !== null;
          this.failed(null);
          this.adopt();
        },
        (error: unknown) => {
          for (const [key] of own()) {
            this.unconfirmed.delete(key);
            // Still what the input shows, unsaved: the next save (an edit, leaving) tries it again.
            this.dirty.add(key);
          }
          this.running -= 1;
          this.failed(error);
          this.onSaveFailed(error);
        },
      );
    // Told after the save is on its way: a listener's render (the form showing 'pending') then runs
    // while the device's store works, not before it starts.
    this.running += 1;
    this.updateSaveState();
  }

  /** Resolves when every save started so far has finished (for tests and leaving). */
  settled(): Promise<void> {
    return this.queue;
  }

  private adopt(): void {
    const stored = this.model.read(this.latest);
    let form = this.form;
    for (const key of this.model.keys) {
      const value = stored[key];
      const saved = this.unconfirmed.get(key);
      if (saved) {
        if (saved.revision === null || this.latestRevision < saved.revision) continue;
        // The live copy holds the save now; a value differing from it was stored after it.
        this.unconfirmed.delete(key);
        this.base[key] = saved.value as F[typeof key];
      }
      if (sameInput(value, this.base[key]) || this.dirty.has(key) || this.editing === key) continue;
      form = { ...form, [key]: value };
      this.base[key] = value;
    }
    if (form !== this.form) {
      this.form = form;
      this.emit();
    }
  }

  private failed(error: unknown): void {
    const changed = error !== this.failure;
    this.failure = error;
    if (!this.updateSaveState() && changed) this.emit();
  }

  /** Answers whether the state changed (and the listeners heard of it). */
  private updateSaveState(): boolean {
    // A failed save says so on its own (the page logs it or shows a full storage), never as pending.
    const next: SaveState = this.failure !== null ? 'none' : this.dirty.size || this.running ? 'pending' : this.everSaved ? 'saved' : 'none';
    if (next === this.saveState) return false;
    this.saveState = next;
    this.emit();
    return true;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
