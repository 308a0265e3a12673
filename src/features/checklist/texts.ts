// German texts of a company's required-shots checklist (issue 21).
export const CHECKLIST_TEXTS = {
  title: 'Einstellungen der Firma',
  /** The company's name in the title: a manager of several companies sees whose settings these are. */
  titleOf: (companyName: string) => `Einstellungen der Firma ${companyName}`,
  checklistHeading: 'Pflichtfotos',
  intro: 'Diese Pflichtfotos sehen alle Geräte der Firma in jedem Projekt, auch ohne Verbindung. Fotos, die schon in einem Pflichtfoto liegen, bleiben dort, auch wenn es umbenannt oder entfernt wird.',
  label: 'Bezeichnung',
  hint: 'Hinweis für das Foto',
  legible: 'Text muss lesbar sein (Kontrast prüfen)',
  up: (label: string) => `${label || 'Pflichtfoto'} nach oben`,
  down: (label: string) => `${label || 'Pflichtfoto'} nach unten`,
  remove: (label: string) => `${label || 'Pflichtfoto'} entfernen`,
  add: 'Pflichtfoto hinzufügen',
  none: 'Keine Pflichtfotos in diesem Bereich.',
  save: 'Pflichtfotos speichern',
  reset: 'Standard wiederherstellen',
  saved: 'Die Pflichtfotos wurden gespeichert.',
  unnamed: (n: number) => (n === 1 ? 'Ein Pflichtfoto hat noch keine Bezeichnung.' : `${n} Pflichtfotos haben noch keine Bezeichnung.`),
  offline: 'Ohne Verbindung kann die Checkliste nicht gespeichert werden. Die Änderungen bleiben auf dieser Seite, bis Sie speichern.',
  failed: (message: string) => `Die Checkliste konnte nicht gespeichert werden: ${message}`,
  forbidden: 'Nur Benutzer, die die Firma verwalten dürfen, können ihre Pflichtfotos ändern.',
  leaveUnsaved: 'Die Änderungen an den Pflichtfotos sind noch nicht gespeichert. Trotzdem verlassen?',
  leave: 'Verlassen',
  /** Whether the company keeps where photos were taken (issue 22). */
  location: {
    section: 'Ort der Fotos',
    label: 'Aufnahmeort mit jedem Foto speichern',
    on: 'Der Ort kommt aus dem Foto selbst (GPS) oder, bei einem gerade aufgenommenen Foto, vom Gerät, sobald der Benutzer es einmal erlaubt hat. Er steht in der Großansicht und im Protokoll.',
    off: 'Es wird kein Ort gespeichert. GPS-Angaben werden aus den gespeicherten Fotos immer entfernt.',
    confirmOff: 'Ab jetzt wird kein Aufnahmeort mehr gespeichert, und die schon gespeicherten Orte werden aus allen Projekten der Firma entfernt.',
    switchOff: 'Ausschalten',
  },
  /** Keeping done projects only as long as needed (issue 23). */
  retention: {
    section: 'Aufbewahrung erledigter Projekte',
    label: 'Erledigte Projekte löschen nach',
    off: 'Nie automatisch',
    months: (n: number) => (n === 1 ? '1 Monat' : `${n} Monaten`),
    explainOn: (months: string, trashDays: number) =>
      `Ein Projekt mit Status „Erledigt“, das ${months} lang nicht mehr geändert wurde, kommt einmal am Tag automatisch in den Papierkorb und wird dort nach ${trashDays} Tagen endgültig gelöscht. Bis dahin kann es wiederhergestellt werden.`,
    explainOff: 'Erledigte Projekte bleiben, bis jemand sie löscht.',
  },
  /** Faces of bystanders on the company's photos (issue 23). */
  faces: {
    section: 'Gesichter auf Fotos',
    label: 'Gesichter unkenntlich machen',
    modes: {
      off: 'Aus',
      'keep-original': 'An – Original für Verwalter aufbewahren',
      'replace-original': 'An – Original nicht aufbewahren',
    },
    explain: {
      off: 'Fotos werden so gespeichert, wie sie aufgenommen wurden.',
      'keep-original':
        'Der Server sucht auf jedem neu hochgeladenen Foto Gesichter (etwa von Nachbarn, Handwerkern oder Kindern) und macht sie unkenntlich: im Foto, in der Vorschau, auf markierten Kopien, im Protokoll und im Export. Das unveränderte Original sehen nur Benutzer, die die Firma verwalten dürfen.',
      'replace-original':
        'Der Server sucht auf jedem neu hochgeladenen Foto Gesichter (etwa von Nachbarn, Handwerkern oder Kindern) und macht sie unkenntlich: im Foto, in der Vorschau, auf markierten Kopien, im Protokoll und im Export. Das unveränderte Original wird nicht aufbewahrt.',
    },
    fromNow: 'Gilt für Fotos, die ab jetzt hochgeladen werden. Auf dem Gerät, das ein Foto aufgenommen hat, bleibt es bis zum Abmelden so, wie es aufgenommen wurde.',
  },
  /** The module and edge distances of the first PV layout (issue 25). */
  pv: {
    section: 'PV-Planung',
    intro: 'Mit diesem Modul und diesen Randabständen wird jede Dachfläche der Firma belegt.',
    fields: {
      moduleLengthM: 'Modullänge (m)',
      moduleWidthM: 'Modulbreite (m)',
      moduleWattPeak: 'Modulleistung (Wp)',
      eavesDistanceM: 'Randabstand Traufe (m)',
      ridgeDistanceM: 'Randabstand First (m)',
      vergeDistanceM: 'Randabstand Ortgang (m)',
      partyWallDistanceM: 'Abstand zur Brandwand (m)',
    },
    partyWallHint: 'Bei Doppelhaushälften und Reihenhäusern; die meisten Landesbauordnungen verlangen 1,25 m.',
    range: (min: string, max: string) => `Bitte eine Zahl von ${min} bis ${max} eingeben`,
    save: 'PV-Planung speichern',
  },
  /** What every company setting says when it is changed. */
  setting: {
    offline: 'Ohne Verbindung kann die Einstellung nicht geändert werden.',
    saved: 'Die Einstellung wurde gespeichert.',
    failed: (message: string) => `Die Einstellung konnte nicht gespeichert werden: ${message}`,
  },
};
