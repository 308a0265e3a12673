// German texts of the annotated images and the marked copies.
export const ANNOTATION_TEXTS = {
  /** 'Dach Süd.jpg' becomes 'Dach Süd (annotiert).jpg'. */
  annotatedName: (originalName: string) => `${originalName.replace(/\.[^.]+$/, '')} (annotiert).jpg`,
  /** 'Dach Süd.jpg' becomes 'Dach Süd (markiert).jpg'. */
  markedName: (originalName: string) => `${originalName.replace(/\.[^.]+$/, '')} (markiert).jpg`,
} as const;
