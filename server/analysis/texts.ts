// German texts the analysis writes into findings, assessments and explanations.
import { NO_REASONING } from '../../src/domain/explanation.ts';
import { STORAGE_TEXTS } from '../../src/domain/storage-texts.ts';

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
  noReasoning: NO_REASONING,
  notAnalysed: 'Für dieses Kriterium liegen noch keine Fotos oder Analyseergebnisse vor.',
  notRecognised: STORAGE_TEXTS.notRecognised,
  byHand: 'Von Hand bewertet',
  summary: (title: string, status: string) => `${title}: ${status}`,
  readFrom: (source: string) => `Gelesen aus: „${source}“`,
} as const;

// Damages the analysis derives from unfit findings.
export const DAMAGE_TEXTS = {
  title: (label: string) => `Mangel: ${label}`,
  shortDescription: (label: string, value: string) => (value ? `${label} als ungeeignet bewertet (${value}).` : `${label} als ungeeignet bewertet.`),
  detail: (label: string, finding: string) => `Die Analyse hat „${label}“ als Mangel erkannt: ${finding} Bitte vor Ort prüfen, bevor geplant wird.`,
  treatment: {
    temperatur: 'Einen Aufstellort mit 18-25 °C wählen oder den Raum temperieren (Dämmung, Frostschutz, Abstand zu Wärmequellen).',
    feuchtigkeit: 'Ursache der Feuchte beseitigen (Abdichtung, Entfeuchtung) oder einen trockenen Aufstellort unter 60 % relativer Luftfeuchtigkeit wählen.',
    belueftung: 'Für Luftaustausch sorgen, z. B. durch eine Lüftungsöffnung oder einen Lüfter.',
    mindestabstaende: 'Mindestens 50 cm Abstand zu Wänden und brennbaren Materialien herstellen.',
    brandschutz: 'Brennbares entfernen, einen Rauchmelder setzen und den Aufstellraum bei Bedarf feuerbeständig abtrennen.',
    condition: 'Erdungsanlage durch eine Elektrofachkraft prüfen und korrodierte oder beschädigte Teile ersetzen lassen (DIN VDE 0100-540).',
    anschlussqualitaet: 'Anschlüsse an der Haupterdungsschiene durch eine Elektrofachkraft prüfen und normgerecht herstellen lassen (DIN VDE 0100-540).',
  },
  areaTreatment: {
    DACH_INNEN: 'Dachkonstruktion vor der Montage durch einen Zimmerer oder Dachdecker prüfen und instand setzen lassen.',
    DACH_AUSSEN: 'Dacheindeckung vor der Montage durch einen Dachdecker prüfen und instand setzen lassen.',
    ELEKTRIK: 'Durch eine Elektrofachkraft prüfen und nach VDE-AR-N 4100 ertüchtigen lassen.',
    AUFSTELLORT: 'Aufstellort vor der Installation ertüchtigen oder einen anderen Ort wählen.',
  },
} as const;
