import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormStore, type FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { formJournalKey, recoverFormJournals, storedFormJournal, type FormModels } from './form-journal';
import { memoryStorage } from '../../tests/unit/memory-storage';

const becker: Project = { id: 'p1', name: 'Becker', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true, house: { stromverbrauch: 4200 } };

type NotesForm = { netzbetreiber: string };
/** A form whose one text field saves exactly what was typed. */
const NETZ_FORM: FormModel<Project, NotesForm> = {
  id: 'netz',
  keys: ['netzbetreiber'],
  read: (project) => ({ netzbetreiber: project.house?.netzbetreiber ?? '' }),
  apply: (project, inputs) => ({ ...project, house: { ...project.house, ...inputs } }),
};
const MODELS: FormModels = { netz: async () => NETZ_FORM };

/** Saves land on the device's copy, or null when the device does not hold the project. */
function device(project: Project | null) {
  const saved: Array<{ companyId: string; projectId: string; project: Project }> = [];
  const save = async (companyId: string, projectId: string, apply: (project: Project) => Project) => {
    if (!project) return null;
    saved.push({ companyId, projectId, project: apply(project) });
    return '000001';
  };
  return { saved, save };
}

type Step = { write: Record<string, unknown> } | { forget: Record<string, unknown> };

describe('the form journal in localStorage', () => {
  it.each<{ case: string; steps: Step[]; kept: Record<string, unknown> }>([
    { case: 'writes add inputs', steps: [{ write: { a: '1' } }, { write: { b: '2' } }], kept: { a: '1', b: '2' } },
    { case: 'a later write replaces', steps: [{ write: { a: '1' } }, { write: { a: '12' } }], kept: { a: '12' } },
    { case: 'forgets a saved input', steps: [{ write: { a: '1', b: '2' } }, { forget: { a: '1' } }], kept: { b: '2' } },
    { case: 'keeps an input changed after its save began', steps: [{ write: { a: '12' } }, { forget: { a: '1' } }], kept: { a: '12' } },
    { case: 'forgets objects by their content', steps: [{ write: { r: { saniert: true, jahr: '' } } }, { forget: { r: { saniert: true, jahr: '' } } }], kept: {} },
  ])('$case', ({ steps, kept }) => {
    const storage = memoryStorage();
    const journal = storedFormJournal<Record<string, unknown>>(storage, 'k');
    for (const step of steps) {
      if ('write' in step) journal.write(step.write);
      else journal.forget(step.forget);
    }
    expect(journal.read()).toEqual(kept);
    // An empty journal leaves no entry behind.
    expect(storage.getItem('k') === null).toBe(Object.keys(kept).length === 0);
  });

  it.each(['kaputt{', '[1,2]', 'null', '"text"'])('reads a damaged entry (%s) as empty', (stored) => {
    const storage = memoryStorage();
    storage.setItem('k', stored);
    expect(storedFormJournal(storage, 'k').read()).toEqual({});
  });

  it('a full storage loses the journal entry, never the typing on screen', () => {
    const storage = { getItem: () => null, setItem: () => { throw new DOMException('voll', 'QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => storedFormJournal(storage, 'k').write({ a: '1' })).not.toThrow();
  });
});

describe('journals left behind are saved at the next start', () => {
  it('with the form their id names, and then forgotten; other entries stay', async () => {
    const storage = memoryStorage();
    storage.setItem('andere-app', 'bleibt');
    storedFormJournal(storage, formJournalKey('netz', 'firma-1', 'p1')).write({ netzbetreiber: 'Netz 4' });
    const { saved, save } = device(becker);
    await recoverFormJournals(storage, MODELS, save);
    expect(saved).toEqual([{ companyId: 'firma-1', projectId: 'p1', project: { ...becker, house: { stromverbrauch: 4200, netzbetreiber: 'Netz 4' } } }]);
    expect(storage.getItem(formJournalKey('netz', 'firma-1', 'p1'))).toBeNull();
    expect(storage.getItem('andere-app')).toBe('bleibt');
  });

  it('the house drafts kept before every form shared the journal', async () => {
    const storage = memoryStorage();
    storage.setItem('vor-ort:haus-entwurf:firma-1/p1', JSON.stringify({ netzbetreiber: 'EnBW' }));
    const { saved, save } = device(becker);
    await recoverFormJournals(storage, { haus: async () => NETZ_FORM }, save);
    expect(saved[0]?.project.house?.netzbetreiber).toBe('EnBW');
    expect(storage.length).toBe(0);
  });

  it.each([
    { case: 'the device does not hold the project', project: null, models: MODELS },
    { case: 'no form of that id exists (yet)', project: becker, models: {} },
  ])('stay when $case', async ({ project, models }) => {
    const storage = memoryStorage();
    const key = formJournalKey('netz', 'firma-1', 'p2');
    storedFormJournal(storage, key).write({ netzbetreiber: 'Netz 4' });
    await recoverFormJournals(storage, models, device(project).save);
    expect(storedFormJournal(storage, key).read()).toEqual({ netzbetreiber: 'Netz 4' });
  });
});

describe('any text typed into a field round-trips through the journal and recovery', () => {
  // Whole code points (emoji, combining marks), single UTF-16 code units (lone surrogates among
  // them), and texts of thousands of characters.
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
  const typed = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: codeUnit, maxLength: 200 }),
    fc.string({ unit: 'binary', minLength: 5000, maxLength: 20000 }),
  );

  it('a page gone before its save shows the text again when opened', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const journal = storedFormJournal<NotesForm>(memoryStorage(), formJournalKey('netz', 'firma-1', 'p1'));
        const before = new FormStore(becker, NETZ_FORM, () => new Promise<string | null>(() => undefined), () => undefined, journal);
        before.edit('netzbetreiber', text);
        const after = new FormStore(becker, NETZ_FORM, () => new Promise<string | null>(() => undefined), () => undefined, journal);
        expect(after.getSnapshot().netzbetreiber).toBe(text);
      }),
    );
  });

  it('a start without the page saves the text unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const storage = memoryStorage();
        storedFormJournal<NotesForm>(storage, formJournalKey('netz', 'firma-1', 'p1')).write({ netzbetreiber: text });
        const { saved, save } = device(becker);
        await recoverFormJournals(storage, MODELS, save);
        expect(saved[0]?.project.house?.netzbetreiber).toBe(text);
        expect(storage.length).toBe(0);
      }),
    );
  });
});
