// Answers a well-behaved vision model gives, per area, for the tests of the openai provider.
const evidence = (qualitaet: string, zustand: string, pageReference: number | null) => ({ qualitaet, zustand, pageReference });
const none = { qualitaet: 'niedrig', zustand: 'nicht_erkennbar', pageReference: null };

export const ROOF_OUTSIDE_ANSWER = {
  felder: {
    dachtyp: { art: 'SATTELDACH', neigungGrad: 38, beschreibung: 'Satteldach, Südseite ohne Gauben', ...evidence('hoch', 'geeignet', 1) },
    dachfenster: { wert: 'Ein Dachfenster auf der Südseite', anzahl: 1, art: 'Klapp-Schwingfenster', ...evidence('mittel', 'geeignet', 2) },
    regenrinne: { wert: 'nicht_erkennbar', material: null, laengeM: null, ...none },
    ziegel: { wert: 'Frankfurter Pfanne, Beton', deckung: 'Frankfurter Pfanne', material: 'Beton', hersteller: null, modell: null, ...evidence('mittel', 'unklar', 1) },
    traufhoehe: { wert: 6.2, einheit: 'm', ...evidence('niedrig', 'geeignet', 1) },
    hindernisse: { namen: ['Schornstein', 'Dachfenster'], ...evidence('hoch', 'unklar', 1) },
  },
  detections: [
    { label: 'Schornstein', confidence: 0.91, imageIndex: 1, box: { x: 0.62, y: 0.12, width: 0.1, height: 0.22 } },
    { label: 'Dachfenster', confidence: 0.78, imageIndex: 2, box: { x: 0.95, y: 0.37, width: 0.13, height: 0.21 } },
    { label: 'Geist', confidence: 0.5, imageIndex: 7, box: { x: 0.1, y: 0.1, width: 0.1, height: 0.1 } },
  ],
  schaeden: [
    {
      titel: 'Gebrochener Ziegel',
      kurzbeschreibung: 'Ein Ziegel nahe dem First ist gebrochen.',
      detaillierteBeschreibung: 'Auf der Südseite, zweite Reihe unter dem First, ist ein Betonziegel quer gebrochen.',
      kategorie: 'DACH_AUSSEN',
      schweregrad: 'mittel',
      empfohleneBehandlung: 'Ziegel vor der Montage tauschen.',
      erkannteElemente: ['Ziegel'],
      imageIndexes: [1, 2],
    },
  ],
};

export const CABINET_ANSWER = {
  felder: {
    fiLsSchalter: { wert: true, ...evidence('hoch', 'geeignet', 1) },
    ueberspannungsschutz: { wert: false, ...evidence('mittel', 'ungeeignet', 1) },
    zaehlerplatz: { wert: null, ...none },
    apzFeld: { wert: null, ...none },
    zaehlertyp: { wert: 'digital', name: 'eHZ Landis+Gyr E320', beschreibung: null, ...evidence('hoch', 'geeignet', 1) },
    hauptsicherung: { wert: 63, typ: 'NH00', beschreibung: null, ...evidence('mittel', 'geeignet', 1) },
  },
  schaeden: [],
};

export const EARTHING_ANSWER = {
  felder: {
    hesVorhanden: { wert: 'HES im Hausanschlussraum', presence: 'present', locationHint: 'hausanschlussraum', ...evidence('hoch', 'geeignet', 1) },
    angeschlosseneLeiter: {
      wert: 'Zwei Schutzleiter, ein Fundamenterder',
      peGnye: 2, earthToFoundation: 1, equipotentialToWaterGas: null, lightningBonding: null, unknownConnections: null,
      querschnittsklasse: '≥16',
      ...evidence('mittel', 'geeignet', 1),
    },
    markierungen: { wert: 'nicht_erkennbar', peMarking: 'unknown', warningLabels: 'unknown', ocrText: null, ...none },
    erdungsArt: { wert: 'Fundamenterder', typ: 'Fundamenterder', ...evidence('mittel', 'geeignet', 1) },
    anschlussqualitaet: { wert: 'Klemmen leicht korrodiert', bewertung: 'possibly_non_compliant', reasons: ['Korrosion an der Klemme'], ...evidence('mittel', 'unklar', 1) },
    fundamenterderVorhanden: { wert: 'yes', ...evidence('mittel', 'geeignet', 1) },
    condition: { wert: 'gealtert', bewertung: 'aged_corroded', beschreibung: 'Oberflächenrost', ...evidence('mittel', 'unklar', 1) },
  },
  schaeden: [],
};

export const BILL_ANSWER = {
  felder: {
    stromverbrauch: { wert: 4200, ...evidence('hoch', 'geeignet', 1) },
    zaehlernummer: { wert: '1ESY1160123456', ...evidence('mittel', 'geeignet', 1) },
    netzbetreiber: { wert: null, ...none },
  },
};
