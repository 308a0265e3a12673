import { describe, expect, it } from 'vitest';
import type { ProcessingStatus } from '@/domain/processing';
import { collectionSummary } from './collection-summary';

const saved = (change: Partial<ProcessingStatus>): ProcessingStatus => ({
  ticketId: 't1',
  state: 'SAVED',
  currentStep: 'SAVED',
  stateDescription: 'Verarbeitung abgeschlossen',
  processedImages: 0,
  analyzedImages: 0,
  totalImages: 0,
  duplicateImages: 0,
  estimatedTimeRemaining: 0,
  completed: true,
  isCompleted: true,
  errors: [],
  categoryResults: {},
  ...change,
});

describe('the alert after a photo collection', () => {
  it('says per area how many photos went where, in the fixed order of the areas', () => {
    const status = saved({
      processedImages: 4,
      totalImages: 4,
      categoryResults: { sonstiges: { anzahl: 1 }, elektrik: { anzahl: 1 }, 'dach-aussen': { anzahl: 2 } },
    });
    expect(collectionSummary(status, 4)).toBe(
      'Fotosammlung verarbeitet: 4 Bilder kategorisiert – Dach Außenseite: 2, Elektrik/Zählerschrank: 1, Nicht zugeordnet: 1.',
    );
  });

  it('tells how many photos the project already had', () => {
    const status = saved({ processedImages: 1, totalImages: 1, duplicateImages: 2, categoryResults: { aufstellort: { anzahl: 1 } } });
    expect(collectionSummary(status, 1)).toBe(
      'Fotosammlung verarbeitet: 1 Bild kategorisiert – Aufstellort: 1. 2 Fotos waren schon im Projekt und wurden nicht erneut gespeichert.',
    );
  });

  it('only photos the project already had: nothing new, and says so', () => {
    expect(collectionSummary(saved({ duplicateImages: 1 }), 0)).toBe(
      'Fotosammlung verarbeitet: keine neuen Bilder. 1 Foto war schon im Projekt und wurde nicht erneut gespeichert.',
    );
  });

  it('without a final status it still counts the photos', () => {
    expect(collectionSummary(null, 3)).toBe('Fotosammlung verarbeitet: 3 Bilder kategorisiert.');
  });
});
