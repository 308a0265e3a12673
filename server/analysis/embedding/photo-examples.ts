// What the local photo sorting needs from storage: a company's labelled photo vectors to compare
// with, and a place to keep each new photo's vector so a later upload or correction can use it.
import type { LabelledVector } from './knn.ts';

/** The feature extractor the vectors come from; vectors of another extractor do not compare. */
export const EMBEDDING_MODEL = 'nsfwjs-mobilenet_v2-gap1280';

export interface PhotoExample {
  imageId: string;
  companyId: string;
  /** The area a user put the photo in, or null for a photo the machine sorted (an example only once corrected). */
  component: string | null;
  /** The required shot the photo fills; the database takes it from the projects' filled slots instead. */
  slot?: string;
  vector: Float32Array;
}

export interface PhotoExamples {
  /** The company's labelled photos: their current area, a user's correction winning over the upload area. */
  list(companyId: string): Promise<LabelledVector[]>;
  save(example: PhotoExample): Promise<void>;
  /** Changes whenever the examples change (new, deleted or corrected), so they are read again only then. */
  version(companyId: string): Promise<string>;
}
