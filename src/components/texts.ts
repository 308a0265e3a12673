// German texts of the shared building blocks.
export const COMPONENT_TEXTS = {
  back: 'Zurück',
  home: 'Zur Übersicht',
  assessment: {
    quality: (level: string) => `Qualität: ${level}`,
    corrected: 'korrigiert',
    notDetected: (what: string) => `KI konnte ${what} nicht erkennen`,
  },
  confirm: {
    cancel: 'Abbrechen',
    delete: 'Löschen',
    undo: 'Rückgängig',
  },
  save: {
    saved: 'Auf diesem Gerät gespeichert',
    pending: 'Wird gespeichert …',
  },
  project: {
    loading: 'Projekt wird geladen …',
    notFound: 'Dieses Projekt ist auf diesem Gerät nicht vorhanden. Bitte mit Verbindung erneut öffnen.',
    /** Deleted on this or another device (issue 23); changes made here are not saved any more. */
    inTrash: 'Dieses Projekt wurde gelöscht und liegt im Papierkorb der Firma. Änderungen werden nicht mehr gespeichert; im Papierkorb kann es wiederhergestellt werden.',
    erased: 'Dieses Projekt wurde endgültig gelöscht. Änderungen werden nicht mehr gespeichert.',
    toTrash: 'Zum Papierkorb',
    toDashboard: 'Zum Dashboard',
  },
  images: {
    add: 'Hinzufügen',
    addHint: (types: string) => `Fotos hinzufügen (${types})`,
    waitingForUpload: 'wartet auf Upload',
    waitingForConnection: 'wartet auf Verbindung',
    uploadFailed: 'Upload fehlgeschlagen',
    loadFailed: 'Bild konnte nicht geladen werden',
    retry: 'Erneut laden',
    loading: 'Bild wird geladen',
    delete: 'Bild löschen',
    deleteTitle: 'Bild löschen?',
    deleteConfirm: 'Dieses Bild wirklich löschen?',
    deleteShotConfirm: (labels: string[]) =>
      labels.length === 1
        ? `Dieses Foto ist das Pflichtfoto „${labels[0]}“. Nach dem Löschen fehlt es dort. Wirklich löschen?`
        : `Dieses Foto ist die Pflichtfotos ${labels.map((label) => `„${label}“`).join(' und ')}. Nach dem Löschen fehlen sie dort. Wirklich löschen?`,
    /** SPEC §8 'Image delete': success shows an alert that the image was deleted. */
    deleted: 'Das Bild wurde gelöscht.',
    deletedOffline: 'Das Bild wurde auf diesem Gerät gelöscht. Der Server erfährt es, sobald eine Verbindung besteht.',
    open: (name: string) => `${name} öffnen`,
    close: 'Schließen',
    document: 'PDF-Dokument',
    pages: (count: number) => `${count} ${count === 1 ? 'Seite' : 'Seiten'}`,
    previewOnly: 'Vorschau – das Bild in voller Größe konnte nicht geladen werden.',
    facesBlurred: (n: number) => (n === 1 ? 'Ein Gesicht unkenntlich gemacht' : `${n} Gesichter unkenntlich gemacht`),
    showFaces: 'Original mit Gesichtern',
    hideFaces: 'Gesichter unkenntlich',
    moveTo: 'Verschieben nach …',
    moved: (area: string) => `Foto nach ${area} verschoben.`,
    beingSorted: (n: number) => (n === 1 ? 'Ein Foto wird gerade vom Server sortiert.' : `${n} Fotos werden gerade vom Server sortiert.`),
    sortedAgain: (n: number) => (n === 1 ? 'Das neue Foto wird wie die Fotosammlung sortiert: in seinen Bereich oder, wenn unsicher, wieder hierher.' : `Die ${n} neuen Fotos werden wie die Fotosammlung sortiert: in ihre Bereiche oder, wenn unsicher, wieder hierher.`),
    moveFailed: 'Das Foto konnte nicht verschoben werden. Bitte erneut versuchen.',
    empty: 'Noch keine Fotos.',
    uploadSucceeded: (n: number, analysis: string) => `Upload erfolgreich (${n} ${n === 1 ? 'Bild' : 'Bilder'}). ${analysis}`,
    analysisSoon: 'Die Analyse wird gleich geladen.',
    billAnalysed: 'Die Stromrechnung wurde analysiert.',
    storedUnread: 'Das Foto ist gespeichert.',
    storing: 'Foto wird gespeichert',
    noRouteAlert: (n: number) =>
      n === 1 ? 'Keine Verbindung zum Server – das Foto wird übertragen, sobald sie besteht.' : `Keine Verbindung zum Server – die ${n} Fotos werden übertragen, sobald sie besteht.`,
    /** A photo whose bytes the project holds or queues already is not added again; where it is, where the project has it. */
    alreadyThere: (n: number, areas: readonly string[]) => {
      const where = areas.length ? ` (${areas.join(', ')})` : '';
      return n === 1 ? `1 Foto war schon im Projekt${where} und wurde nicht noch einmal hinzugefügt.` : `${n} Fotos waren schon im Projekt${where} und wurden nicht noch einmal hinzugefügt.`;
    },
    inBackground: (n: number) =>
      n === 1 ? 'Das Foto wird im Hintergrund übertragen und analysiert.' : `Die ${n} Fotos werden im Hintergrund übertragen und analysiert.`,
    queuedAlert: (n: number) =>
      n === 1 ? '1 Foto gespeichert. Es wird hochgeladen, sobald eine Verbindung besteht.' : `${n} Fotos gespeichert. Sie werden hochgeladen, sobald eine Verbindung besteht.`,
  },
  /** The busy overlay of an upload that takes long. */
  busy: {
    slow: 'Das dauert länger als sonst. Sie können weiterarbeiten – der Upload und die Analyse laufen im Hintergrund weiter.',
    continue: 'Weiterarbeiten',
  },
  /** Required shots (issue 21) above an area's photos. */
  shots: {
    title: 'Pflichtfotos',
    count: (filled: number, total: number) => `${filled} von ${total}`,
    missing: 'fehlt',
    filled: 'vorhanden',
    waiting: 'wartet auf Upload',
    flawed: 'vorhanden – mit Mängeln',
    take: 'Aufnehmen',
    takeFor: (label: string) => `Foto aufnehmen: ${label}`,
    more: (label: string) => `Weitere Möglichkeiten: ${label}`,
    chooseFile: 'Aus Dateien wählen',
    chooseExisting: 'Foto aus dem Projekt wählen',
    clear: 'Zuordnung lösen',
    pickTitle: (label: string) => `Foto für „${label}“ wählen`,
    pickEmpty: 'Das Projekt hat noch keine Fotos.',
    pickCancel: 'Abbrechen',
    removedSlot: 'nicht mehr in der Checkliste',
    taken: (label: string, area: string) => `Dieses Foto ist schon das Pflichtfoto „${label}“ (${area}) und bleibt dort. Für dieses Pflichtfoto bitte ein eigenes Foto aufnehmen.`,
    movedHere: (area: string) => `Das Foto war schon im Projekt (${area}) und ist jetzt hier.`,
    inSlot: (label: string) => `Pflichtfoto „${label}“`,
    failed: 'Das Pflichtfoto konnte nicht gespeichert werden. Bitte erneut versuchen.',
  },
  /** A photo's caption (issue 22). */
  markupFailed: 'Die Markierungen konnten auf diesem Gerät nicht gespeichert werden.',
  captions: {
    title: 'Was zeigt das Foto?',
    label: 'Beschriftung',
    addShort: 'Beschriften',
    add: (name: string) => `Beschriften: ${name}`,
    edit: (name: string) => `Beschriftung ändern: ${name}`,
    save: 'Speichern',
    cancel: 'Abbrechen',
    failed: 'Die Beschriftung konnte nicht gespeichert werden. Bitte erneut versuchen.',
  },
  /** The note on an area's page (issue 22). */
  areaNote: {
    label: 'Notizen zu diesem Bereich',
    hint: 'Was die Fotos nicht zeigen: Zugang, Absprachen mit dem Kunden, Besonderheiten.',
    count: (used: number, max: number) => `${used} von ${max} Zeichen`,
    failed: 'Die Notiz konnte nicht gespeichert werden. Sie bleibt auf diesem Gerät und wird erneut gespeichert.',
  },
  /** Voice memos on an area's page (issue 22). */
  voiceMemos: {
    title: 'Sprachnotizen',
    record: 'Sprachnotiz aufnehmen',
    stop: 'Aufnahme beenden',
    discard: 'Aufnahme verwerfen',
    discardTitle: 'Aufnahme verwerfen?',
    discardMessage: 'Was bisher gesagt wurde, wird nicht gespeichert. Die Aufnahme läuft weiter, bis Sie entscheiden.',
    discardConfirm: 'Verwerfen',
    recording: (elapsed: string) => `Aufnahme läuft · ${elapsed}`,
    limit: (max: string) => `Eine Sprachnotiz dauert höchstens ${max} Minuten; danach endet die Aufnahme von selbst.`,
    memo: (time: string) => `Sprachnotiz ${time}`,
    meta: (duration: string, when: string) => `${duration} Min. · ${when}`,
    waiting: 'Noch nicht übertragen',
    play: (name: string) => `${name} abspielen`,
    pause: (name: string) => `${name} anhalten`,
    delete: (name: string) => `${name} löschen`,
    confirmTitle: 'Sprachnotiz löschen?',
    confirm: (name: string, when: string) => `${name} vom ${when} wird gelöscht, auf diesem Gerät und auf dem Server.`,
    /** A memo never sent lives only on this device. */
    confirmWaiting: (name: string, when: string) => `${name} vom ${when} wird gelöscht. Sie war noch nicht übertragen und liegt nur auf diesem Gerät.`,
    failures: {
      unsupported: 'Dieser Browser kann keine Sprachnotizen aufnehmen. Bitte stattdessen eine Notiz schreiben.',
      denied: 'Kein Zugriff auf das Mikrofon. Bitte den Zugriff in den Einstellungen des Browsers für diese Seite erlauben.',
      'no-microphone': 'Dieses Gerät hat kein Mikrofon, das der Browser nutzen kann.',
      failed: 'Die Aufnahme konnte nicht gestartet werden. Bitte erneut versuchen.',
    },
    empty: 'Die Aufnahme war leer und wurde nicht gespeichert.',
    playFailed: 'Die Aufnahme liegt auf dem Server und kann gerade nicht geladen werden. Mit Verbindung erneut versuchen.',
    saveFailed: 'Die Sprachnotiz konnte nicht gespeichert werden. Bitte erneut versuchen.',
  },
  /** The photo-quality guard's verdict on a photo just added (issue 21). */
  verdicts: {
    forShot: (label: string) => `Pflichtfoto „${label}“`,
    photo: (name: string) => `Foto: ${name}`,
    retake: 'Neu aufnehmen',
    keep: 'Trotzdem behalten',
    sending: 'Das Foto wird gerade übertragen. Bitte einen Moment warten und dann erneut tippen.',
    failed: 'Die Auswahl konnte nicht gespeichert werden. Bitte erneut versuchen.',
  },
  /** 'Was fehlt noch?' (issue 21): what keeps a survey from being complete. */
  missing: {
    title: 'Was fehlt noch?',
    nothing: 'Alles vollständig: alle Pflichtfotos sind da, keine Fotomängel, alle Bereiche ausgefüllt.',
    shots: 'Pflichtfotos fehlen',
    photos: 'Fotos mit Mängeln',
    keptPhotos: 'Trotz Mängeln behalten – kein offener Punkt',
    unsorted: 'Fotos ohne Bereich',
    unsortedCount: (n: number) => (n === 1 ? '1 Foto der Fotosammlung ist keinem Bereich zugeordnet' : `${n} Fotos der Fotosammlung sind keinem Bereich zugeordnet`),
    sections: 'Bereiche unvollständig',
    shot: (label: string, area: string) => `${label} (${area})`,
    kept: 'trotzdem behalten',
    undecided: 'Entscheidung offen',
    photo: (name: string, area: string) => `${name} (${area})`,
    sectionRules: {
      kundendaten: 'Kundeninformationen: Vor- und Nachname',
      'zustand-haus': 'Zustand Haus: Stromverbrauch und Baujahr',
      dach: 'Das Dach: Sparren (innen) oder Ziegel (außen)',
      elektrik: 'Die Elektrik: Zählertyp',
      aufstellort: 'Aufstellort: Belüftung',
    } as Record<string, string>,
  },
  installHint: {
    title: 'App zum Home-Bildschirm hinzufügen',
    why: 'Dieser Browser schützt die Daten der App nicht: Fotos und Änderungen, die noch nicht übertragen sind, darf er bei Platzmangel löschen. Als App auf dem Home-Bildschirm bleiben sie erhalten.',
    ipad: 'iPad und iPhone (Safari): Teilen → Zum Home-Bildschirm.',
    android: 'Android und Chrome: Menü ⋮ → App installieren.',
    ok: 'Verstanden',
  },
} as const;
