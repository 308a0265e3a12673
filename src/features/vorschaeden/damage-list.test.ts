import { describe, expect, it } from 'vitest';
import { isManualDamage, listedDamages, manualDamage, type Vorschaden } from '@/domain/vorschaden';
import { damageTypeOf } from './damage-list';

const detected: Vorschaden = { id: 'a', titel: 'Gebrochener Ziegel', kurzbeschreibung: 'Ziegel an der Traufe gebrochen', kategorie: 'DACH_AUSSEN', schweregrad: 'mittel', status: 'NEU' };

describe('damage list (SPEC §4 Manual damage, §5, §7, §8)', () => {
  it('new entries are created with status NEU and count as manual; blank text creates nothing', () => {
    const created = manualDamage('b', '  Riss im Putz ', 'AUFSTELLORT', 'gering');
    expect(created).toMatchObject({ titel: 'Manueller Vorschaden', kurzbeschreibung: 'Riss im Putz', status: 'NEU', kategorie: 'AUFSTELLORT' });
    expect(isManualDamage(created as Vorschaden)).toBe(true);
    expect(manualDamage('c', '   ', 'AUFSTELLORT', 'gering')).toBeNull();
  });

  it("an entry counts as manual if its title is 'Manueller Vorschaden' or its treatment contains 'Manuelle Eingabe'", () => {
    expect(isManualDamage(detected)).toBe(false);
    expect(isManualDamage({ titel: 'Riss', details: { empfohleneBehandlung: 'Manuelle Eingabe des Monteurs' } })).toBe(true);
  });

  it('entries still on their way show after the server list; deleted ones disappear at once', () => {
    const waiting = manualDamage('b', 'Riss im Putz', 'AUFSTELLORT', 'gering')!;
    const shown = listedDamages([detected], [waiting], new Set());
    expect(shown.map(({ damage, waiting }) => [damage.id, waiting])).toEqual([['a', false], ['b', true]]);
    expect(listedDamages([detected, { ...detected, id: 'b' }], [waiting], new Set(['a'])).map(({ damage }) => damage.id)).toEqual(['b']);
  });

  it('built-in texts exist for ziegel, regenrinne, schmutz, unterspannbahn and putz', () => {
    expect(damageTypeOf(null, 'regenrinne')).toBe('regenrinne');
    expect(damageTypeOf({ typ: 'UNTERSPANNBAHN', titel: 'x', kurzbeschreibung: '' })).toBe('unterspannbahn');
    expect(damageTypeOf(detected)).toBe('ziegel');
    expect(damageTypeOf({ titel: 'Manueller Vorschaden', kurzbeschreibung: 'Moos an der Nordseite' })).toBe('schmutz');
    expect(damageTypeOf({ titel: 'Manueller Vorschaden', kurzbeschreibung: 'Wasserfleck' }, 'f00')).toBeNull();
  });
});
