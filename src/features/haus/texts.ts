// German texts of the haus feature (SPEC §2 Zustand des Hauses).
export const HAUS_TEXTS = {
  zustandHausTitle: 'Zustand des Hauses',
  bill: 'Stromrechnung',
  billHint: 'Foto oder PDF der Stromrechnung hochladen: Stromverbrauch, Zählernummer und Netzbetreiber werden daraus übernommen.',
  busy: 'Stromrechnung wird analysiert',
  stromverbrauch: 'Stromverbrauch pro Jahr',
  kwh: 'kWh',
  /** SPEC §3 zaehlernummer: the bill names the meter by number or by kind, so the label fits both. */
  zaehlerart: 'Zählernummer / Zählerart',
  netzbetreiber: 'Netzbetreiber',
  building: 'Gebäude',
  baujahr: 'Baujahr',
  haustyp: 'Haustyp',
  haustypen: { freistehend: 'Freistehend', doppelhaushaelfte: 'Doppelhaushälfte' },
  renovation: 'Letzte Sanierung',
  roof: 'Dach',
  electrics: 'Elektrik',
  notRenovated: 'nicht saniert',
  renovated: 'ja',
  roofYear: 'Sanierungsjahr Dach',
  electricsYear: 'Sanierungsjahr Elektrik',
  savedHint: 'Änderungen werden automatisch gespeichert.',
  saveFailed: 'Hausdaten konnten nicht gespeichert werden',
  /** Under a field the bill's analysis filled: 'Aus der Rechnung, Seite 2 (Qualität mittel). Gelesen aus: „…“'. */
  billNote: (page: number | null, quality: string | null, source: string | null) =>
    `Aus der Rechnung${page ? `, Seite ${page}` : ''}${quality ? ` (Qualität ${quality})` : ''}${source ? `. ${source}` : ''}`,
} as const;
