// German texts of the project menu (SPEC §2 Project menu, §8 photo-collection messages).
export const PROJECT_MENU_TEXTS = {
  projectMenuTitle: 'Projekt',
  header: (firstName?: string, lastName?: string) => ([firstName, lastName].filter(Boolean).length ? `Projekt ${[firstName, lastName].filter(Boolean).join(' ')}` : 'Projekt'),
  status: 'Status',
  statusOpen: 'Offen',
  statusDone: 'Erledigt',
  tasks: (done: number, total: number) => `${done} | ${total}`,
  tasksLabel: 'Erledigte Bereiche',
  details: 'Projektdetails',
  createdAt: (date: string) => `Erstellt am ${date}`,
  entries: {
    kundendaten: 'Kundeninformationen',
    'zustand-haus': 'Zustand Haus',
    dach: 'Das Dach',
    elektrik: 'Die Elektrik',
    aufstellort: 'Aufstellort',
    vorschaeden: 'Vorschäden',
    'baubarkeits-check': 'Baubarkeits-Check',
    protokoll: 'Protokoll',
  },
  photoCollection: 'Fotosammlung hochladen',
  history: 'Verlauf',
  historyState: 'Wer hat wann was geändert',
  shotsState: (filled: number, total: number) => `${filled} von ${total} Pflichtfotos`,
  shotsComplete: 'Alle Pflichtfotos vorhanden',
  undecidedPhotos: (n: number) => (n === 1 ? '1 Foto mit Mängeln' : `${n} Fotos mit Mängeln`),
  missing: 'Was fehlt noch?',
  collectionFlagged: (n: number) =>
    n === 1
      ? 'Ein Foto der Sammlung ist unscharf, zu dunkel, überbelichtet oder zu klein. Bis es sortiert ist, fragt die Fotosammlung, ob es neu aufgenommen wird, danach sein Bereich.'
      : `${n} Fotos der Sammlung sind unscharf, zu dunkel, überbelichtet oder zu klein. Bis sie sortiert sind, fragt die Fotosammlung, ob sie neu aufgenommen werden, danach ihr Bereich.`,
  checkPhotos: 'Fotos prüfen',
  unsorted: 'Fotosammlung – nicht zugeordnet',
  unsortedCount: (n: number) => (n === 1 ? '1 Foto ohne Bereich' : `${n} Fotos ohne Bereich`),
  missingCount: (n: number) => (n === 1 ? '1 offener Punkt' : `${n} offene Punkte`),
  nothingMissing: 'Nichts offen',
  closeWithGaps: {
    title: 'Noch nicht vollständig',
    intro: 'Für dieses Projekt fehlt noch etwas. Jetzt vor Ort nachholen oder trotzdem abschließen?',
    cancel: 'Zurück',
    confirm: 'Trotzdem abschließen',
  },
  upload: {
    title: 'Fotosammlung hochladen',
    text: 'Wählen Sie mehrere Fotos auf einmal aus. Die KI sortiert sie automatisch den Bereichen zu.',
    formats: 'Unterstützt werden JPG, PNG und HEIC.',
    choose: 'Fotos auswählen',
    selected: (n: number) => (n === 1 ? '1 Foto ausgewählt' : `${n} Fotos ausgewählt`),
    cancel: 'Abbrechen',
    start: 'Hochladen',
  },
  welcome: {
    title: 'Willkommen im Projektmenü!',
    intro: 'Für eine vollständige Aufnahme benötigen wir:',
    needs: ['die Kundeninformationen', 'den allgemeinen Zustand des Hauses', 'das Dach', 'die Elektrik', 'den Aufstellort für den Speicher'],
    outro: 'Vor-Ort erkennt daraus mögliche Vorschäden, weist auf Risiken für die Baubarkeit hin und erstellt ein Protokoll.',
    confirm: 'VERSTANDEN!',
  },
  /** A collection waiting for the server, while the overlay stays closed so the menu can be used. */
  collectionWaiting: {
    queued: {
      offline: 'Ohne Verbindung: Die Fotosammlung wird hochgeladen, sobald eine Verbindung besteht.',
      unreachable: 'Keine Verbindung zum Server – die Fotos werden übertragen, sobald sie besteht.',
    },
    ticket: {
      offline: 'Ohne Verbindung: Die Fotos sind übertragen; wie weit die Verarbeitung ist, zeigt sich, sobald eine Verbindung besteht.',
      unreachable: 'Keine Verbindung zum Server – wie weit die Verarbeitung der Fotos ist, zeigt sich, sobald sie besteht.',
    },
  },
  overlay: {
    title: 'Fotosammlung wird verarbeitet',
    progress: 'Fortschritt',
    /** The guard's verdict does not wait for the sorting: the flawed photos can be taken again meanwhile. */
    flagged: (n: number) =>
      n === 1
        ? 'Ein Foto ist unscharf, zu dunkel, überbelichtet oder zu klein. Es kann schon jetzt neu aufgenommen werden; das Sortieren läuft weiter.'
        : `${n} Fotos sind unscharf, zu dunkel, überbelichtet oder zu klein. Sie können schon jetzt neu aufgenommen werden; das Sortieren läuft weiter.`,
    counter: {
      upload: (done: number, total: number) => `${done} von ${total} Bildern hochgeladen`,
      sort: (done: number, total: number) => `${done} von ${total} Bildern sortiert`,
      analysis: (done: number, total: number) => `${done} von ${total} Bildern analysiert`,
    },
    allKnown: (n: number) => (n === 1 ? 'Das Foto war schon im Projekt.' : `Alle ${n} Fotos waren schon im Projekt.`),
    states: {
      UPLOADING: 'Bilder werden hochgeladen',
      QUEUED: 'In der Warteschlange',
      CATEGORIZING: 'Bilder werden kategorisiert',
      PROCESSING: 'Inhalte werden analysiert',
      SAVING: 'Ergebnisse werden gespeichert',
      SAVED: 'Fertig',
      FAILED: 'Verarbeitung fehlgeschlagen',
    } as Record<string, string>,
    remaining: (minutes: number, seconds: number) => `Noch etwa ${minutes} Min. ${seconds} Sek.`,
    cancel: 'Abbrechen',
    messages: [
      'Die KI zählt gerade Dachziegel …',
      'Sicherungen werden höflich gefragt, ob sie noch halten …',
      'Sparren werden nachgemessen – zweimal, wie es sich gehört …',
      'Der Zählerschrank wird freundlich begrüßt …',
      'Wir suchen die Sonne auf dem Dach …',
      'Die Regenrinne wird auf Blätter geprüft …',
      'Kabel werden entwirrt – das dauert erfahrungsgemäß …',
      'Die KI setzt ihren Schutzhelm auf …',
      'Dachfenster werden geputzt, um besser hineinzusehen …',
      'Der Speicher sucht sich schon mal ein gemütliches Plätzchen …',
      'Wir fragen den Keller nach der Luftfeuchtigkeit …',
      'Die Wallbox übt schon mal das Laden …',
      'Pixel werden nach Himmelsrichtung sortiert …',
      'Ein Elektron wurde gesichtet – wir verfolgen es …',
      'Die Dämmung wird auf Kuscheligkeit geprüft …',
      'Der Potentialausgleich wird ausgeglichen …',
      'Ziegel werden nach Farbe und Laune sortiert …',
      'Die Traufhöhe wird mit dem Zollstock bestätigt …',
      'Photonen stehen schon Schlange …',
      'Gleich geschafft – der Kaffee ist auch fast durch …',
    ],
  },
  alerts: {
    success: (n: number, areas: Array<[string, number]>) => {
      if (n === 0) return 'Fotosammlung verarbeitet: keine neuen Bilder.';
      const sorted = `Fotosammlung verarbeitet: ${n === 1 ? '1 Bild' : `${n} Bilder`} kategorisiert`;
      return areas.length ? `${sorted} – ${areas.map(([area, count]) => `${area}: ${count}`).join(', ')}.` : `${sorted}.`;
    },
    duplicates: (n: number) =>
      n === 1
        ? '1 Foto war schon im Projekt und wurde nicht erneut gespeichert.'
        : `${n} Fotos waren schon im Projekt und wurden nicht erneut gespeichert.`,
    close: 'Schließen',
  },
  /** The project's data as a ZIP (issue 23): for a customer who asks what is stored about them. */
  exportProject: {
    button: 'Projekt exportieren (ZIP)',
    busy: 'Export wird erstellt …',
    done: 'Der Export wurde heruntergeladen: Projektdaten (projekt.json), alle Fotos, Dokumente und Sprachnotizen und das Protokoll.',
    unsent: (count: number) =>
      `${count === 1 ? '1 Änderung ist' : `${count} Änderungen sind`} noch nicht übertragen und fehlen im Export. Mit Verbindung erneut exportieren, sobald alles übertragen ist.`,
    offline: 'Zum Exportieren wird eine Verbindung zum Server gebraucht. Bitte mit Verbindung erneut versuchen.',
    failed: (message: string) => `Der Export ist fehlgeschlagen: ${message}`,
  },
  /** Deleting the project (issue 23): to the company's trash, from where it can be restored. */
  deleteProject: {
    button: 'Projekt löschen',
    title: 'Projekt löschen?',
    message: (owner: string, address: string | undefined, trashDays: number | undefined) =>
      `Das Projekt von ${owner}${address ? ` (${address})` : ''} kommt in den Papierkorb der Firma. Dort kann es ${trashDays ? `${trashDays} Tage lang ` : ''}wiederhergestellt werden, bis es mit allen Fotos endgültig gelöscht wird.`,
    checking: 'Noch nicht übertragene Änderungen werden gesendet …',
    unsent: (count: number) => (count === 1 ? ' 1 Änderung auf diesem Gerät ist noch nicht übertragen und geht verloren.' : ` ${count} Änderungen auf diesem Gerät sind noch nicht übertragen und gehen verloren.`),
    confirm: 'In den Papierkorb',
    offline: 'Zum Löschen wird eine Verbindung zum Server gebraucht. Bitte mit Verbindung erneut versuchen.',
    failed: (message: string) => `Das Projekt konnte nicht gelöscht werden: ${message}`,
  },
} as const;
