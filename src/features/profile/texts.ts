// German texts of the profile page (SPEC §2 /profile).
export const PROFILE_TEXTS = {
  profileTitle: 'Mein Profil',
  userName: 'Benutzername',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'Email',
  address: 'Adresse',
  localOnly: 'Diese Angaben werden nur auf diesem Gerät gespeichert.',
} as const;
