// German texts of the baubarkeit feature: the check page, the factor detail page, the SPEC §8
// messages of the buildability check and the built-in explanations of common factors.
import { BUILDABILITY_STATUS_LABELS, FACTOR_CATEGORY_LABELS } from '@/domain/value-labels';

export const BAUBARKEIT_TEXTS = {
  baubarkeitTitle: 'Baubarkeits-Check',
  baubarkeitDetailTitle: 'Baubarkeitsfaktor',

  overallHeading: 'Gesamtbewertung',
  assessedOn: (date: string) => `Bewertet am ${date}`,
  recommendation: 'Empfehlung',
  factorsHeading: 'Einflussfaktoren',
  /** The server's summary factor, which the list leaves out (SPEC §2). */
  noFactors: 'Für dieses Projekt liegen keine Einflussfaktoren vor.',
  openFactor: (titel: string) => `Details zu ${titel}`,
  success: 'Das Projekt ist uneingeschränkt für die Installation geeignet. Es wurden keine einschränkenden Faktoren gefunden.',

  checking: 'Baubarkeit wird geprüft …',
  loading: 'Baubarkeits-Bewertung wird geladen …',
  newCheck: 'Neu prüfen',
  newCheckRunning: 'Prüfung läuft …',
  newCheckHint: 'Nach neuen Fotos oder Angaben das Projekt neu prüfen lassen.',
  newCheckOffline: 'Eine neue Prüfung ist nur mit Internetverbindung möglich.',
  retry: 'Erneut versuchen',

  // SPEC §8
  loadError: 'Fehler beim Laden der Baubarkeits-Bewertung',
  checkError: 'Fehler beim Erstellen der Baubarkeits-Bewertung',
  checkErrorHint:
    'Bitte versuchen Sie es später erneut oder laden Sie zuerst Fotos von Dach und Zählerschrank hoch, damit die Bewertung genug Angaben hat.',
  detailNotFound: 'Fehler: Faktor-Details nicht gefunden',

  staleNote: (date: string, time: string) =>
    `Zuletzt bekanntes Ergebnis, abgerufen am ${date} um ${time} Uhr. Es kann sich seitdem geändert haben.`,
  staleNoteUnknownTime: 'Zuletzt bekanntes Ergebnis. Es kann sich seitdem geändert haben.',
  offlineEmpty:
    'Der Baubarkeits-Check braucht eine Internetverbindung. Für dieses Projekt ist auf diesem Gerät noch kein Ergebnis gespeichert. Bitte mit Verbindung erneut öffnen.',
  provisional:
    'Vorläufiges Ergebnis: ohne Verbindung auf diesem Gerät aus den erfassten Werten berechnet. Mit Verbindung wird der Baubarkeits-Check bestätigt.',

  outdated: (status: string) =>
    `Seit dieser Prüfung wurden Angaben geändert: nach den Werten auf diesem Gerät ergäbe sich jetzt „${status}“. „Neu prüfen“ übernimmt die Änderungen.`,

  statusLabels: BUILDABILITY_STATUS_LABELS,
  categoryLabels: FACTOR_CATEGORY_LABELS,

  detail: {
    category: 'Kategorie',
    impact: 'Auswirkung',
    description: 'Beschreibung',
    recommendation: 'Empfehlung',
    rule: 'Angewandte Regel',
    values: 'Verwendete Werte',
    checks: 'Das sollten Sie prüfen',
    generalNote: 'Allgemeiner Hinweis – keine Bewertung dieses Projekts.',
    backToCheck: 'Zurück zum Baubarkeits-Check',
    /** The link to the screen where the factor's inputs are captured. */
    capture: (place: string) => `Angaben erfassen: ${place}`,
    places: {
      dach: 'Dach',
      'zustand-haus': 'Zustand Haus',
      sparren: 'Sparren',
      elektrik: 'Elektrik',
      zaehlerschrank: 'Zählerschrank',
      erdung: 'Erdung',
      aufstellort: 'Aufstellort',
      vorschaeden: 'Vorschäden',
    } as Record<string, string>,
  },

  /** Built-in explanations for factors the detail page may be opened for without a factor. */
  fallbacks: {
    dachstatik: {
      titel: 'Dachstatik',
      beschreibung:
        'Eine Photovoltaikanlage bringt je nach Modul und Unterkonstruktion etwa 15 bis 25 kg/m² zusätzliches Gewicht auf das Dach. Dazu kommen Wind- und Schneelasten nach DIN EN 1991 (Eurocode 1), die je nach Schneelast- und Windzone deutlich höher sein können. Das Dachtragwerk muss diese Lasten dauerhaft sicher aufnehmen.',
      checks: [
        'Zustand, Querschnitt und Abstand der Sparren und Balken (keine Risse, kein Schädlings- oder Feuchteschaden)',
        'Schneelast- und Windzone des Standorts',
        'Alter der Dachkonstruktion und frühere Umbauten',
        'Bei Zweifeln oder alten Tragwerken einen Statiker hinzuziehen',
      ],
    },
    abstandsflächen: {
      titel: 'Abstandsflächen',
      beschreibung:
        'Die Landesbauordnungen schreiben Abstände zu Grundstücksgrenzen und Brandwänden vor. Solaranlagen auf Dächern von Gebäuden mit Brandwänden müssen je nach Bundesland meist einen Abstand von 0,5 bis 1,25 m zur Brandwand einhalten. Freistehende Anlagen und Batteriespeicher im Außenbereich können selbst Abstandsflächen auslösen.',
      checks: [
        'Lage von Brand- und Gebäudetrennwänden (Doppel- und Reihenhäuser)',
        'Abstand der Module zur Grundstücksgrenze und zum Nachbargebäude',
        'Regelungen der Landesbauordnung des Bundeslandes',
        'Aufstellort eines Batteriespeichers außerhalb des Gebäudes',
      ],
    },
    denkmalschutz: {
      titel: 'Denkmalschutz',
      beschreibung:
        'Steht das Gebäude unter Denkmalschutz oder liegt es in einem Ensemble- oder Gestaltungsschutzgebiet, braucht die Anlage in der Regel eine denkmalrechtliche Erlaubnis. Viele Bundesländer genehmigen Solaranlagen inzwischen leichter, oft mit Auflagen zu Farbe, Anordnung oder Sichtbarkeit vom öffentlichen Raum.',
      checks: [
        'Eintrag des Gebäudes in der Denkmalliste des Bundeslandes',
        'Lage in einem Ensemble, einer Erhaltungs- oder Gestaltungssatzung',
        'Rücksprache mit der Unteren Denkmalschutzbehörde vor der Montage',
        'Mögliche Auflagen wie schwarze Module oder rahmenlose Ausführung',
      ],
    },
    nachbarrecht: {
      titel: 'Nachbarrecht',
      beschreibung:
        'Die Nachbarrechtsgesetze der Länder und das BGB regeln, was Nachbarn hinnehmen müssen. Bei Solaranlagen geht es vor allem um Blendung durch reflektierende Module, um Geräusche von Wechselrichtern, Wärmepumpen oder Speicherlüftern und um Anlagenteile an oder über der Grundstücksgrenze.',
      checks: [
        'Mögliche Blendung von Fenstern oder Terrassen der Nachbarn (Ausrichtung, Neigung, entspiegelte Module)',
        'Abstand lauter Geräte wie Wechselrichter oder Speicherlüfter zum Nachbargrundstück',
        'Keine Anlagenteile über der Grundstücksgrenze, insbesondere bei Grenzbebauung',
        'Bei Doppel- und Reihenhäusern den Nachbarn frühzeitig informieren',
      ],
    },
  },
} as const;
