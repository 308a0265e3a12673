import { describe, expect, it } from 'vitest';
import type { House } from '@/domain/project';
import { billNote } from './bill-note';

const QUELLE = 'Gelesen aus: „Verbrauch im Abrechnungszeitraum: 4.456 kWh“ · 4.456 kWh vom 01.11.2024 bis 31.12.2025 (426 Tage), auf ein Jahr hochgerechnet';
const house = (stored: Partial<House>): House =>
  ({
    ...stored,
    analyse: {
      results: {
        stromverbrauch: { wert: 3818, qualitaet: 'hoch', pageReference: 2, quelle: QUELLE },
        zaehlernummer: { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null },
        netzbetreiber: { wert: 'SWM Infrastruktur GmbH & Co. KG', qualitaet: 'niedrig', pageReference: 1 },
      },
    },
  }) as House;

describe('billNote', () => {
  it('says page, quality and where the value was read while the field holds it', () => {
    expect(billNote(house({ stromverbrauch: 3818 }), 'stromverbrauch')).toBe(`Aus der Rechnung, Seite 2 (Qualität hoch). ${QUELLE}`);
    expect(billNote(house({ netzbetreiber: 'SWM Infrastruktur GmbH & Co. KG' }), 'netzbetreiber')).toBe('Aus der Rechnung, Seite 1 (Qualität niedrig)');
  });

  it('says nothing for a value the user changed, a field not read, or a house without analysis', () => {
    expect(billNote(house({ stromverbrauch: 4000 }), 'stromverbrauch')).toBeNull();
    expect(billNote(house({ zaehlernummer: 'Drehstromzähler' }), 'zaehlernummer')).toBeNull();
    expect(billNote({ stromverbrauch: 3818 } as House, 'stromverbrauch')).toBeNull();
    expect(billNote(undefined, 'netzbetreiber')).toBeNull();
  });
});
