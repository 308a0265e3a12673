// German texts the analysis writes into findings, assessments and explanations.
export const ANALYSIS_TEXTS = {
  criterionTitles: {
    belueftung: 'Belüftung',
    temperatur: 'Temperatur',
    mindestabstaende: 'Mindestabstände',
    feuchtigkeit: 'Feuchtigkeit',
    brandschutz: 'Brandschutz',
  },
  criterionRequirements: {
    belueftung: ['Raum ausreichend belüftet, keine stehende Warmluft', 'Lüftungsöffnungen nicht verstellt'],
    temperatur: ['Betriebstemperatur 18-25 °C', 'Keine direkte Sonneneinstrahlung oder Wärmequellen'],
    mindestabstaende: ['Mindestens 50 cm Abstand zu Wänden und brennbaren Materialien'],
    feuchtigkeit: ['Relative Luftfeuchtigkeit unter 60 %', 'Keine Feuchteschäden an Wand und Boden'],
    brandschutz: ['Keine brennbaren Materialien in der Nähe', 'Rauchmelder im Aufstellraum empfohlen'],
  },
  statusText: { geeignet: 'Geeignet', ungeeignet: 'Ungeeignet', unklar: 'Unklar', unbekannt: 'Unbekannt' },
  noReasoning: 'Keine detaillierte Begründung verfügbar',
  notAnalysed: 'Für dieses Kriterium liegen noch keine Fotos oder Analyseergebnisse vor.',
  summary: (title: string, status: string) => `${title}: ${status}`,
} as const;
