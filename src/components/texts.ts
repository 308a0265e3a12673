// German texts of the shared building blocks.
export const COMPONENT_TEXTS = {
  back: 'Zurück',
  home: 'Zur Übersicht',
  comingSoon: 'Dieser Bereich wird gerade für Sie aufgebaut.',
} as const;
