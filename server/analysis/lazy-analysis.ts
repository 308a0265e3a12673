// A provider made on its first call. The local provider's models and OCR (TensorFlow, Tesseract)
// took about 110 MB of the server's memory from its start, though a small installer's server may
// go days without a photo to analyse (issue 24: a light server).
import type { Analysis } from './analysis.ts';

export function lazyAnalysis(load: () => Promise<Analysis>): Analysis {
  let provider: Promise<Analysis> | null = null;
  const loaded = (): Promise<Analysis> =>
    (provider ??= load().catch((error: unknown) => {
      provider = null;
      throw error;
    }));
  return {
    categorize: async (file, context) => (await loaded()).categorize(file, context),
    learn: async (file, example) => (await loaded()).learn?.(file, example),
    analyzeArea: async (component, files, project, context) => (await loaded()).analyzeArea(component, files, project, context),
    readAhead: (component, file) => void loaded().then((analysis) => analysis.readAhead?.(component, file), () => undefined),
    assessBuildability: async (project, damages, pvSettings) => (await loaded()).assessBuildability(project, damages, pvSettings),
    explainCriterion: async (project, criterion) => (await loaded()).explainCriterion(project, criterion),
  };
}
