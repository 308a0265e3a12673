// German texts of the customer page (SPEC §2 Kundeninformationen).
export const KUNDENDATEN_TEXTS = {
  kundendatenTitle: 'Kundeninformationen',
  fullName: 'Vor- und Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  address: 'Adresse',
  street: 'Straße und Hausnummer',
  postcode: 'PLZ',
  city: 'Ort',
  planned: 'Geplant',
  solar: 'Solaranlage',
  battery: 'Stromspeicher',
  wallbox: 'Wallbox',
  more: 'Weiteres',
  moreText: 'Was ist noch geplant?',
  done: 'Fertig',
  saveFailed: 'Kundendaten konnten nicht gespeichert werden',
} as const;
