// German texts of the project-menu feature.
export const PROJECT_MENU_TEXTS = {
  projectMenuTitle: 'Projekt',
} as const;
