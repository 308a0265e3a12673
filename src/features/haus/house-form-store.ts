// The house form's state next to the live stored project: every edit is saved (debounced while
// typing, at once for radios, on blur and on leaving), and values that arrive in the store (the
// bill analysis, another device) replace only inputs the user is not editing. No React in here.
import type { Project } from '@/domain/project';
import {
  formFromHouse,
  HOUSE_KEYS,
  inputOf,
  sameValue,
  valueOf,
  valuesOfHouse,
  withHouseValues,
  type HouseForm,
  type HouseKey,
  type HouseValue,
  type HouseValues,
} from './house-form';

/** Saves the house: `apply` sets the edited fields on the newest stored project (read when saving). */
export type SaveHouse = (apply: (project: Project) => Project) => Promise<void>;

export const SAVE_DELAY_MS = 400;

export class HouseFormStore {
  private form: HouseForm;
  private latest: Project;
  /** Per field, the stored value the input last showed or saved: a change against it is news. */
  private readonly base: HouseValues;
  /** Edited and not yet saved. */
  private readonly dirty = new Set<HouseKey>();
  /** Saved, but the store has not shown the value yet: older copies still in flight are ignored. */
  private readonly unconfirmed = new Map<HouseKey, HouseValue>();
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
    private readonly delayMs = SAVE_DELAY_MS,
  ) {
    this.latest = project;
    this.form = formFromHouse(project.house);
    this.base = valuesOfHouse(project.house);
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

  /** The live query delivered the stored project. */
  receive(project: Project): void {
    this.latest = project;
    this.adopt();
  }

  /** Saves the edited fields now; also called when the page goes away. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty.size) return;
    const values: Partial<HouseValues> = {};
    for (const key of this.dirty) {
      values[key] = valueOf(this.form, key);
      this.unconfirmed.set(key, values[key]);
      this.base[key] = values[key];
    }
    this.dirty.clear();
    // One save at a time, each on the copy the previous one left, so saves land in typing order.
    this.queue = this.queue
      .then(() => this.save((project) => withHouseValues(project, values)))
      .then(
        () => this.failed(null),
        (error: unknown) => {
          for (const [key, value] of Object.entries(values) as Array<[HouseKey, HouseValue]>) {
            if (this.unconfirmed.get(key) === value) this.unconfirmed.delete(key);
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
      if (this.unconfirmed.has(key)) {
        if (sameValue(value, this.unconfirmed.get(key))) {
          this.unconfirmed.delete(key);
          this.base[key] = value;
        }
        continue;
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
