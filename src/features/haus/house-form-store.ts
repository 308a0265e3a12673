// The house form's state next to the live stored project: every edit is saved (debounced while
// typing, at once for radios, on blur and on leaving), and values that arrive in the store (the
// bill analysis, another device) replace only inputs the user is not editing. No React in here.
import type { Project } from '@/domain/project';
import {
  formFromHouse,
  HOUSE_KEYS,
  inputOf,
  sameValue,
  valuesOfInputs,
  valuesOfHouse,
  withHouseValues,
  type HouseForm,
  type HouseKey,
  type HouseValue,
  type HouseValues,
} from './house-form';
import { NO_DRAFT, type HouseDraft } from './house-draft';

/**
 * Saves the house: `apply` sets the edited fields on the newest stored project (read when saving).
 * Answers the revision of the stored copy that holds the save (its local update time, which only
 * grows), or null when the device does not hold the project.
 */
export type SaveHouse = (apply: (project: Project) => Project) => Promise<string | null>;

/** A value saved from this form that the live copy has not shown yet. */
interface Unconfirmed {
  value: HouseValue;
  /** The stored revision holding it, known once its save finished. */
  revision: string | null;
}

export const SAVE_DELAY_MS = 400;

export class HouseFormStore {
  private form: HouseForm;
  private latest: Project;
  private latestRevision = '';
  /** Per field, the stored value the input last showed or saved: a change against it is news. */
  private readonly base: HouseValues;
  /** Edited and not yet saved. */
  private readonly dirty = new Set<HouseKey>();
  /**
   * Saved, but the live copy has not shown the save yet: copies of older revisions still in flight
   * are ignored for these fields. Revisions, not values, tell them apart: choosing 'ja', 'nicht
   * saniert' and 'ja' again saves the first value twice, and the copy of the first save must not
   * pass for the last.
   */
  private readonly unconfirmed = new Map<HouseKey, Unconfirmed>();
  private editing: HouseKey | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  /** Why the last save failed; null once a save succeeded again. */
  private failure: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    project: Project,
    private readonly save: SaveHouse,
    private readonly onSaveFailed: (error: unknown) => void,
    private readonly draft: HouseDraft = NO_DRAFT,
    private readonly delayMs = SAVE_DELAY_MS,
  ) {
    this.latest = project;
    this.form = formFromHouse(project.house);
    this.base = valuesOfHouse(project.house);
    // What was typed before the page went away and never reached the store: shown and saved now.
    const kept = draft.read();
    for (const key of HOUSE_KEYS) {
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

  getSnapshot = (): HouseForm => this.form;

  getFailure = (): unknown => this.failure;

  /** An input changed: shown at once, saved after a pause in typing or, with `now`, at once. */
  edit<K extends HouseKey>(key: K, value: HouseForm[K], now = false): void {
    this.form = { ...this.form, [key]: value };
    this.dirty.add(key);
    this.draft.write({ [key]: value });
    this.emit();
    clearTimeout(this.timer);
    if (now) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  focus(key: HouseKey): void {
    this.editing = key;
  }

  /** Leaving a field saves it and shows what arrived for it while it was being edited. */
  blur(key: HouseKey): void {
    if (this.editing === key) this.editing = null;
    this.flush();
    this.adopt();
  }

  /** The live query delivered the stored project at `revision`. */
  receive(project: Project, revision: string): void {
    this.latest = project;
    this.latestRevision = revision;
    this.adopt();
  }

  /** Saves the edited fields now; also called when the page goes away. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty.size) return;
    const inputs: Partial<HouseForm> = Object.fromEntries([...this.dirty].map((key) => [key, this.form[key]]));
    const values = valuesOfInputs(inputs);
    const pending = new Map<HouseKey, Unconfirmed>();
    for (const key of this.dirty) {
      const value = values[key] ?? null;
      pending.set(key, { value, revision: null });
      this.base[key] = value;
    }
    for (const [key, entry] of pending) this.unconfirmed.set(key, entry);
    this.dirty.clear();
    // Only entries no later save has replaced belong to this save.
    const own = () => [...pending].filter(([key, entry]) => this.unconfirmed.get(key) === entry);
    // One save at a time, each on the copy the previous one left, so saves land in typing order.
    this.queue = this.queue
      .then(() => this.save((project) => withHouseValues(project, values)))
      .then(
        (revision) => {
          this.draft.forget(inputs);
          for (const [key, entry] of own()) {
            if (revision === null) this.unconfirmed.delete(key);
            else entry.revision = revision;
          }
          this.failed(null);
          this.adopt();
        },
        (error: unknown) => {
          for (const [key] of own()) {
            this.unconfirmed.delete(key);
            // Still what the input shows, unsaved: the next save (an edit, leaving) tries it again.
            this.dirty.add(key);
          }
          this.failed(error);
          this.onSaveFailed(error);
        },
      );
  }

  /** Resolves when every save started so far has finished (for tests and leaving). */
  settled(): Promise<void> {
    return this.queue;
  }

  private adopt(): void {
    const stored = valuesOfHouse(this.latest.house);
    let form = this.form;
    for (const key of HOUSE_KEYS) {
      const value = stored[key];
      const saved = this.unconfirmed.get(key);
      if (saved) {
        if (saved.revision === null || this.latestRevision < saved.revision) continue;
        // The live copy holds the save now; a value differing from it was stored after it.
        this.unconfirmed.delete(key);
        this.base[key] = saved.value;
      }
      if (sameValue(value, this.base[key]) || this.dirty.has(key) || this.editing === key) continue;
      form = { ...form, [key]: inputOf(key, value) };
      this.base[key] = value;
    }
    if (form !== this.form) {
      this.form = form;
      this.emit();
    }
  }

  private failed(error: unknown): void {
    if (error === this.failure) return;
    this.failure = error;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
