// German texts of the notes feature.
export const NOTES_TEXTS = {
  notesTitle: 'Meine Notizen',
} as const;
