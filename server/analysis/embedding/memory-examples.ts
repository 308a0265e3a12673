// A company's photo examples held in memory, labelled the way the database repository labels
// them (a user's area wins over a machine's null): for tests and `npm run eval`.
import type { PhotoExample, PhotoExamples } from './photo-examples.ts';

export function memoryExamples(): PhotoExamples & { saved: PhotoExample[] } {
  const saved: PhotoExample[] = [];
  return {
    saved,
    async list(companyId) {
      return saved
        .filter((example) => example.companyId === companyId && example.component)
        .map((example) => ({ label: example.component as string, vector: example.vector, ...(example.slot ? { slot: example.slot } : {}) }));
    },
    async version() {
      return String(saved.filter((example) => example.component).length);
    },
    async save(example) {
      const index = saved.findIndex((other) => other.imageId === example.imageId);
      if (index >= 0) saved[index] = { ...example, component: example.component ?? saved[index].component, slot: example.slot ?? saved[index].slot };
      else saved.push(example);
    },
  };
}
