import { describe, expect, it } from 'vitest';
import type { BuildabilityFactor } from '@/domain/buildability';
import { isHiddenFactor } from '@/domain/buildability';
import { factorKey, fallbackFactor, findFactor, listedFactors, resolveDetail, stateFactor } from './factor-rules';

const factor = (over: Partial<BuildabilityFactor>): BuildabilityFactor => ({
  id: 'x',
  titel: 'Dach',
  category: 'DACH_ZUSTAND',
  beschreibung: 'Angaben zum Dach liegen vor.',
  impact: 'POSITIVE',
  ...over,
});

const assessment = {
  factors: [
    factor({ id: 'dach-zustand', titel: 'Dach' }),
    factor({ id: 'vorschaeden', titel: 'Vorschäden Übersicht', category: 'VORSCHAEDEN', impact: 'NONE' }),
    factor({ id: '', titel: 'Statik', category: 'STATIK' }),
    factor({ id: '', titel: 'Ohne Kennung', category: '' as BuildabilityFactor['category'] }),
  ],
};

describe('Baubarkeits-Check factor list', () => {
  it("the factor titled 'Vorschäden Übersicht' is hidden from the list", () => {
    expect(isHiddenFactor({ titel: 'Vorschäden Übersicht' })).toBe(true);
    expect(isHiddenFactor({ titel: 'Vorschäden' })).toBe(false);
    expect(listedFactors(assessment).map((f) => f.factor.titel)).toEqual(['Dach', 'Statik', 'Ohne Kennung']);
  });

  it('a factor opens baubarkeit-detail/{factorId or category or index}', () => {
    expect(factorKey({ id: 'dach-zustand', category: 'DACH_ZUSTAND' }, 0)).toBe('dach-zustand');
    expect(factorKey({ id: '', category: 'STATIK' }, 2)).toBe('STATIK');
    expect(factorKey({}, 3)).toBe('3');
    // Keys count positions in the full list, hidden factors included.
    expect(listedFactors(assessment).map((f) => f.key)).toEqual(['dach-zustand', 'STATIK', '3']);
  });

  it('a key finds its factor in the stored assessment by id, category or index', () => {
    expect(findFactor(assessment, 'dach-zustand')?.titel).toBe('Dach');
    expect(findFactor(assessment, 'STATIK')?.titel).toBe('Statik');
    expect(findFactor(assessment, '3')?.titel).toBe('Ohne Kennung');
    // Position 0 has an id, so '0' is not its key.
    expect(findFactor(assessment, '0')).toBeNull();
    expect(findFactor(assessment, 'xyz')).toBeNull();
    expect(findFactor(null, 'dach-zustand')).toBeNull();
  });
});

describe('Baubarkeits-Check detail page', () => {
  it('built-in fallback texts exist for dachstatik, abstandsflächen, denkmalschutz and nachbarrecht', () => {
    for (const key of ['dachstatik', 'abstandsflächen', 'denkmalschutz', 'nachbarrecht']) {
      const fallback = fallbackFactor(key);
      expect(fallback?.titel).toBeTruthy();
      expect(fallback?.beschreibung.length).toBeGreaterThan(50);
      expect(fallback?.checks.length).toBeGreaterThan(0);
    }
    expect(fallbackFactor('abstandsflaechen')?.titel).toBe('Abstandsflächen');
    expect(fallbackFactor('Dachstatik')?.titel).toBe('Dachstatik');
    expect(fallbackFactor('xyz')).toBeNull();
    expect(fallbackFactor('constructor')).toBeNull();
  });

  it('the detail page gets the factor through navigation state', () => {
    const passed = factor({ id: 'elektrik-eignung', titel: 'Elektrik' });
    expect(stateFactor({ factor: passed })).toBe(passed);
    expect(stateFactor(null)).toBeNull();
    expect(stateFactor({ factor: { id: 'x' } })).toBeNull();
    expect(resolveDetail('dachstatik', { factor: passed }, null)).toEqual({ kind: 'factor', factor: passed });
  });

  it('without state: the stored assessment, then the fallback texts, else "Fehler: Faktor-Details nicht gefunden"', () => {
    expect(resolveDetail('dach-zustand', null, assessment)).toEqual({ kind: 'factor', factor: assessment.factors[0] });
    expect(resolveDetail('dachstatik', null, assessment)).toMatchObject({ kind: 'fallback', fallback: { titel: 'Dachstatik' } });
    expect(resolveDetail('nachbarrecht', undefined, undefined)).toMatchObject({ kind: 'fallback', fallback: { titel: 'Nachbarrecht' } });
    expect(resolveDetail('xyz', null, assessment)).toEqual({ kind: 'missing' });
  });
});
