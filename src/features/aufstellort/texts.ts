// German texts of the aufstellort feature (SPEC §2 'Aufstellort für Speicher'), including the
// built-in explanations per criterion and state that stand in when the server cannot answer
// (SPEC §8 'Explanation fetch failure') with the storage guidance values of SPEC §9.
import { STORAGE_CRITERION_LABELS } from '@/domain/value-labels';
import type { StorageCriterion } from '@/domain/storage-criteria';
import type { Rating } from '@/domain/assessment';
import { STORAGE_TEXTS } from '@/domain/storage-texts';

export const AUFSTELLORT_TEXTS = {
  aufstellortTitle: 'Aufstellort für Speicher',
  busy: 'Aufstellort wird analysiert',
  criteriaTitle: 'Kriterien',
  criteriaHint: 'Die Bewertungen lassen sich antippen, sobald mindestens ein Kriterium bewertet ist.',
  photosTitle: 'Fotos des Aufstellorts',
  columns: { criterion: 'Kriterium', value: 'Wert', quality: 'Qualität', rating: 'Bewertung' },
  valueLabel: 'Wert',
  /** SPEC §4: storage criteria default to unbekannt until analysed. */
  notAnalysed: 'unbekannt',
  /** SPEC §2: shown instead of a rating button while no criterion has a state. */
  dash: '–',
  noRatingYet: 'Noch keine Bewertung',
  ratingButton: (criterion: string, rating: string) => `${criterion}: ${rating}`,
  yes: 'Ja',
  no: 'Nein',
  criteria: STORAGE_CRITERION_LABELS satisfies Record<StorageCriterion, string>,
  manual: {
    title: 'Von Hand bewerten',
    byHand: 'von Hand bewertet',
    hint: 'Ohne Fotos oder zur Korrektur: Bewertung und Notiz je Kriterium. Alles wird sofort auf diesem Gerät gespeichert.',
    group: (criterion: string) => `${criterion} von Hand bewerten`,
    note: (criterion: string) => `Notiz zu ${criterion}`,
    noteShown: (note: string) => `Notiz: ${note}`,
    notePlaceholder: 'z. B. Fenster gekippt, Raum beheizt',
    saveFailed: 'Die Änderung konnte auf diesem Gerät nicht gespeichert werden. Bitte erneut versuchen.',
  },
  dialog: {
    loading: 'Erläuterung wird geladen …',
    status: 'Bewertung',
    reasoning: 'Begründung',
    summary: 'Zusammenfassung',
    requirements: 'Anforderungen',
    confidence: (level: string) => `Konfidenz: ${level}`,
    offline: 'Offline – es werden allgemeine Hinweise zu diesem Kriterium angezeigt.',
    failed: 'Die Erläuterung des Servers konnte nicht geladen werden – es werden allgemeine Hinweise angezeigt.',
    close: 'Schließen',
    note: 'Notiz',
    notRecognised: STORAGE_TEXTS.notRecognised,
  },
  fallback: {
    summary: (criterion: string, status: string) => `${criterion}: ${status}`,
    requirements: {
      belueftung: ['Raum ausreichend belüftet, keine stehende Warmluft', 'Lüftungsöffnungen nicht verstellt'],
      temperatur: ['Betriebstemperatur 18-25 °C', 'Keine direkte Sonneneinstrahlung oder Wärmequellen'],
      mindestabstaende: ['Mindestens 50 cm Abstand zu Wänden und brennbaren Materialien'],
      feuchtigkeit: ['Relative Luftfeuchtigkeit unter 60 %', 'Keine Feuchteschäden an Wand und Boden'],
      brandschutz: ['Keine brennbaren Materialien in der Nähe', 'Mindestens 50 cm Abstand zu brennbaren Materialien', 'Rauchmelder im Aufstellraum empfohlen'],
    } satisfies Record<StorageCriterion, string[]>,
    reasoning: {
      belueftung: {
        geeignet: 'Der Aufstellort ist ausreichend belüftet: Die Abwärme des Speichers kann abziehen, und die Betriebstemperatur von 18-25 °C lässt sich halten.',
        ungeeignet:
          'Der Aufstellort ist nicht ausreichend belüftet. Ohne Luftaustausch staut sich die Abwärme des Speichers, und die Betriebstemperatur von 18-25 °C ist nicht zu halten.',
        unklar: 'Die Belüftung ist nicht eindeutig zu beurteilen. Bitte vor Ort prüfen, ob Fenster oder Lüftungsöffnungen vorhanden und frei sind.',
        unbekannt:
          'Für die Belüftung liegt noch keine Bewertung vor. Bitte Fotos des Aufstellraums mit Fenstern und Lüftungsöffnungen hochladen.',
      },
      temperatur: {
        geeignet: 'Die Temperatur am Aufstellort liegt im empfohlenen Betriebsbereich von 18-25 °C.',
        ungeeignet:
          'Die Temperatur am Aufstellort liegt außerhalb des empfohlenen Betriebsbereichs von 18-25 °C. Zu hohe oder zu niedrige Temperaturen verkürzen die Lebensdauer des Speichers.',
        unklar:
          'Ob die Temperatur dauerhaft im empfohlenen Bereich von 18-25 °C liegt, ist nicht sicher. Bitte Wärmequellen, Sonneneinstrahlung und Frostgefahr vor Ort prüfen.',
        unbekannt: 'Für die Temperatur liegt noch keine Bewertung vor. Empfohlen ist eine Betriebstemperatur von 18-25 °C.',
      },
      mindestabstaende: {
        geeignet: 'Der Mindestabstand von 50 cm zu Wänden und brennbaren Materialien kann eingehalten werden.',
        ungeeignet:
          'Der Mindestabstand von 50 cm zu Wänden und brennbaren Materialien kann nicht eingehalten werden. Bitte Platz schaffen oder einen anderen Aufstellort wählen.',
        unklar:
          'Ob der Mindestabstand von 50 cm zu Wänden und brennbaren Materialien eingehalten wird, ist nicht sicher zu erkennen. Bitte vor Ort nachmessen.',
        unbekannt: 'Für die Mindestabstände liegt noch keine Bewertung vor. Erforderlich sind 50 cm Abstand zu Wänden und brennbaren Materialien.',
      },
      feuchtigkeit: {
        geeignet: 'Der Aufstellort ist trocken; die relative Luftfeuchtigkeit liegt voraussichtlich unter 60 %.',
        ungeeignet:
          'Der Aufstellort ist zu feucht. Die relative Luftfeuchtigkeit muss unter 60 % liegen, sonst gefährdet Feuchtigkeit Speicher und Elektronik.',
        unklar:
          'Ob die relative Luftfeuchtigkeit dauerhaft unter 60 % liegt, ist nicht sicher. Bitte vor Ort auf Feuchteflecken, Schimmel und Kondenswasser achten.',
        unbekannt: 'Für die Feuchtigkeit liegt noch keine Bewertung vor. Die relative Luftfeuchtigkeit sollte unter 60 % liegen.',
      },
      brandschutz: {
        geeignet: 'Der Brandschutz ist gegeben: Im Abstand von 50 cm befinden sich keine brennbaren Materialien.',
        ungeeignet:
          'Der Brandschutz ist nicht gegeben. Brennbare Materialien liegen näher als 50 cm am Aufstellort, oder der Raum ist für einen Speicher nicht zulässig.',
        unklar:
          'Der Brandschutz ist nicht eindeutig zu beurteilen. Bitte vor Ort prüfen, ob brennbare Materialien mindestens 50 cm entfernt sind und ein Rauchmelder vorhanden ist.',
        unbekannt: 'Für den Brandschutz liegt noch keine Bewertung vor. Brennbare Materialien müssen mindestens 50 cm vom Speicher entfernt sein.',
      },
    } satisfies Record<StorageCriterion, Record<Rating, string>>,
  },
} as const;
