// German texts the label readers write into findings.
export const LABEL_TEXTS = {
  fuseTypes: { sls: 'SLS-Schalter', nh: 'NH-Sicherung', schmelz: 'Schmelzsicherung (D0/D)' },
  fuseDescription: (label: string) => `Beschriftung „${label}“`,
  meterDescriptions: {
    digital: (mark: string) => `Digitaler Zähler, erkannt an „${mark}“`,
    analog: 'Analoger Ferraris-Zähler',
  },
  temperatureReasoning: (value: string, ok: boolean) =>
    ok
      ? `Am Aufstellort wurden ${value} abgelesen; das liegt im empfohlenen Betriebsbereich von 18-25 °C.`
      : `Am Aufstellort wurden ${value} abgelesen; das liegt außerhalb des empfohlenen Betriebsbereichs von 18-25 °C.`,
  humidityReasoning: (value: string, ok: boolean) =>
    ok
      ? `Abgelesene relative Luftfeuchtigkeit ${value}: unter der Grenze von 60 %.`
      : `Abgelesene relative Luftfeuchtigkeit ${value}: über der Grenze von 60 %. Feuchte gefährdet Elektronik und Zellen des Speichers.`,
  fireReasoning: (mark: string) => `Brandschutzkennzeichnung „${mark}“ am Aufstellort erkannt.`,
} as const;
