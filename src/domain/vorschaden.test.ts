// The photos of a damage (SPEC §3 Vorschaden: bildUrls and details.bildUrls): each shown once.
import { describe, expect, it } from 'vitest';
import { damagePhotoUrls, type Vorschaden } from './vorschaden.ts';

const damage = (fields: Partial<Vorschaden>): Vorschaden => ({
  id: 'a',
  titel: 'Mangel: Feuchtigkeit',
  kurzbeschreibung: 'Feuchte Wand',
  kategorie: 'AUFSTELLORT',
  schweregrad: 'mittel',
  status: 'NEU',
  ...fields,
});

describe('damagePhotoUrls', () => {
  it('shows a photo named in bildUrls and in details.bildUrls once', () => {
    expect(damagePhotoUrls(damage({ bildUrls: ['/images/1', '/images/2'], details: { bildUrls: ['/images/1', '/images/2'] } }))).toEqual([
      '/images/1',
      '/images/2',
    ]);
  });

  it('keeps photos named in only one of the lists, in order', () => {
    expect(damagePhotoUrls(damage({ bildUrls: ['/images/1'], details: { bildUrls: ['/images/3', '/images/1'] } }))).toEqual(['/images/1', '/images/3']);
    expect(damagePhotoUrls(damage({ details: { bildUrls: ['/images/3'] } }))).toEqual(['/images/3']);
    expect(damagePhotoUrls(damage({}))).toEqual([]);
  });
});

