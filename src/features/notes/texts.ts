// German texts of the notes page (SPEC §2 /notizen).
export const NOTES_TEXTS = {
  notesTitle: 'Meine Notizen',
  families: ['Familie Becker', 'Familie Wagner', 'Familie Müller'],
} as const;
