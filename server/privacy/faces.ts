// A stored photo with the faces on it made unrecognisable, and its thumbnail made from that copy;
// null when there is no face on it, so a survey photo without people stays byte for byte.
import type { FaceBlur } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import { makeThumbnail } from '../files/images.ts';
import type { StoredImageType } from '../files/sniff.ts';
import { blurFaces } from './blur-faces.ts';
import { CompanyRepository } from '../repositories/companies.ts';

export async function withFacesBlurred(image: Buffer, type: StoredImageType): Promise<{ data: Buffer; thumbnail: Buffer; count: number } | null> {
  // The detector's TensorFlow is loaded with the first photo of a company that blurs faces.
  const { detectFaces } = await import('./face-detector.ts');
  const faces = await detectFaces(image);
  if (!faces.length) return null;
  const data = await blurFaces(image, type, faces);
  return { data, thumbnail: await makeThumbnail(data), count: faces.length };
}

/** What the company does with faces on the photos it receives now. */
export async function faceBlurOf(db: Queryable, companyId: string): Promise<FaceBlur> {
  return (await new CompanyRepository(db).get(companyId))?.faceBlur ?? 'off';
}
