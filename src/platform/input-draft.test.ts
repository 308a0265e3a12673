import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputDraftKey, storedInputDraft } from './input-draft';
import { memoryStorage } from '../../tests/unit/memory-storage';

const EMPTY = { text: '', area: 'DACH_AUSSEN' };

describe('drafts of add fields in localStorage', () => {
  it('a typed draft is there again when the page opens anew, and gone once added', () => {
    const storage = memoryStorage();
    const key = inputDraftKey('vorschaden', 'c1', 'p1');
    storedInputDraft(storage, key).write({ text: 'Riss im Putz', area: 'AUFSTELLORT' }, EMPTY);
    const reopened = storedInputDraft<typeof EMPTY>(storage, key);
    expect(reopened.read()).toEqual({ text: 'Riss im Putz', area: 'AUFSTELLORT' });
    reopened.clear();
    expect(storedInputDraft(storage, key).read()).toBeNull();
  });

  it('an emptied field leaves no draft behind, and each project keeps its own', () => {
    const storage = memoryStorage();
    storedInputDraft(storage, inputDraftKey('vorschaden', 'c1', 'p1')).write({ ...EMPTY, text: 'x' }, EMPTY);
    storedInputDraft(storage, inputDraftKey('vorschaden', 'c1', 'p1')).write(EMPTY, EMPTY);
    storedInputDraft(storage, inputDraftKey('vorschaden', 'c1', 'p2')).write({ ...EMPTY, text: 'y' }, EMPTY);
    expect(storedInputDraft(storage, inputDraftKey('vorschaden', 'c1', 'p1')).read()).toBeNull();
    expect(storedInputDraft(storage, inputDraftKey('vorschaden', 'c1', 'p2')).read()).toEqual({ ...EMPTY, text: 'y' });
  });

  it('any Unicode text round-trips', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const draft = storedInputDraft<string>(memoryStorage(), 'k');
        draft.write(text, '');
        expect(draft.read() ?? '').toBe(text);
      }),
    );
  });
});
