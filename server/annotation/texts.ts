// German texts of the annotated images.
export const ANNOTATION_TEXTS = {
  /** 'Dach Süd.jpg' becomes 'Dach Süd (annotiert).jpg'. */
  annotatedName: (originalName: string) => `${originalName.replace(/\.[^.]+$/, '')} (annotiert).jpg`,
} as const;
