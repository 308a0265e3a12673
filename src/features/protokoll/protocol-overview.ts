// What the Protokoll page shows (SPEC §2, §7): the server's protocol data, or, where that is
// unavailable, the same drawn from the project itself; images grouped by component.
import { COMPONENT_TYPES, type ImageRef } from '@/domain/image';
import type { Project } from '@/domain/project';
import { imagesOf } from '@/domain/project-images';
import { statusText } from '@/domain/protocol';
import type { ReportData } from '@/domain/report';
import { COMPONENT_LABELS } from '@/domain/value-labels';

export interface ImageGroup {
  component: string;
  label: string;
  images: ImageRef[];
}

export interface ProtocolOverview {
  customerName: string;
  address: string;
  statusText: string;
  groups: ImageGroup[];
}

const ORDER = Object.keys(COMPONENT_LABELS);

function byComponentOrder(a: ImageGroup, b: ImageGroup): number {
  return (ORDER.indexOf(a.component) + 1 || 99) - (ORDER.indexOf(b.component) + 1 || 99);
}

/** SPEC §7: protocol data that is unavailable is silently replaced by project data. */
export function protocolOverview(data: ReportData | null | undefined, project: Project): ProtocolOverview {
  if (data) {
    // The server's list names photos by id; captions and marks know them by upload hash.
    const hashes = new Map(COMPONENT_TYPES.flatMap((component) => imagesOf(project, component).flatMap((image) => (image.uploadSha256 ? [[image.id, image.uploadSha256] as const] : []))));
    return {
      customerName: [data.customer.firstName, data.customer.lastName].filter(Boolean).join(' '),
      address: data.customer.address,
      statusText: data.status,
      groups: Object.entries(data.imagesByComponent)
        .map(([component, images]) => ({
          component,
          label: COMPONENT_LABELS[component] ?? component,
          images: images.map((image) => ({
            id: image.id,
            name: image.originalName,
            originalName: image.originalName,
            url: image.s3Url,
            uploadedAt: image.uploadedAt,
            ...(hashes.has(image.id) ? { uploadSha256: hashes.get(image.id) } : {}),
            // A bill PDF is drawn as a document tile with its pages, never as a photo.
            ...(image.contentType ? { contentType: image.contentType } : {}),
            ...(image.pageCount ? { pageCount: image.pageCount } : {}),
          })),
        }))
        .filter((group) => group.images.length > 0)
        .sort(byComponentOrder),
    };
  }
  const customer = project.customer ?? {};
  return {
    customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    address: customer.address ?? '',
    statusText: statusText(project),
    groups: COMPONENT_TYPES.map((component) => ({ component, label: COMPONENT_LABELS[component] ?? component, images: imagesOf(project, component) })).filter(
      (group) => group.images.length > 0,
    ),
  };
}
