// German texts of the profile feature.
export const PROFILE_TEXTS = {
  profileTitle: 'Mein Profil',
} as const;
