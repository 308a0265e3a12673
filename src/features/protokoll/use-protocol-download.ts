// The protocol download: the server's PDF when online, once this project's queued changes are
// sent; with no answer at all, or changes the server does not hold yet, the same document
// rendered here from the project, damages and buildability stored on this device.
import { useState } from 'react';
import { API_MESSAGES } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { damagesCacheKey } from '@/db/cache-store';
import { unconfirmedOfProject } from '@/db/outbox-store';
import { useDataLayer } from '@/hooks/data-context';
import { useCachedEntry } from '@/hooks/use-cached-value';
import { useDamageOutbox } from '@/hooks/use-damage-outbox';
import { useCompany } from '@/hooks/use-projects';
import { useShotChecklist } from '@/hooks/use-required-shots';
import { usePvSettings } from '@/hooks/use-pv-settings';
import { useOnDevice } from '@/hooks/use-on-device';
import { usePrintedMemos } from '@/hooks/use-voice-memos';
import { PROTOCOL_ASSESSMENT_ID } from '@/domain/buildability';
import { assessBuildability } from '@/domain/buildability-rules';
import { COMPONENT_TYPES, type ImageRef } from '@/domain/image';
import { photoKey } from '@/domain/photo-notes';
import type { Project } from '@/domain/project';
import { imagesOf } from '@/domain/project-images';
import { protocolFileName } from '@/domain/protocol-file-name';
import { signatureState } from '@/domain/signature';
import type { Vorschaden } from '@/domain/vorschaden';
import { isOnline } from '@/platform/connectivity';
import { serverAnswered } from '@/platform/reachability';
import { logWarning } from '@/platform/log';
import { imageDataUrl, saveFile } from '@/platform/save-file';
import { pdfErrorMessage } from './pdf-errors';
import { PROTOKOLL_TEXTS as T } from './texts';

export interface DownloadMessage {
  severity: 'error' | 'info';
  text: string;
}

/** How long the download waits for this project's queued changes to be sent. */
const SEND_BEFORE_PDF_MS = 20_000;

/** Changes of this project the server does not hold yet: its PDF would leave them out. */
class QueuedChanges extends Error {}

function madeHereText(queued: boolean): string {
  if (queued) return T.madeWithQueued;
  return isOnline() ? `${API_MESSAGES.pdfNetwork} ${T.madeOffline}` : T.madeOffline;
}

export function useProtocolDownload(companyId: string, project: Project) {
  const { api, db, engine } = useDataLayer();
  const company = useCompany(companyId);
  const checklist = useShotChecklist(companyId);
  const pvSettings = usePvSettings(companyId);
  const damages = useCachedEntry(damagesCacheKey(companyId, project.id));
  const outbox = useDamageOutbox(companyId, project.id);
  const onDevice = useOnDevice(companyId, project);
  const voiceMemos = usePrintedMemos(companyId, project).memos;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DownloadMessage | null>(null);
  const fileName = protocolFileName(project.customer?.firstName, project.customer?.lastName);

  const renderHere = async (): Promise<Blob> => {
    const images = COMPONENT_TYPES.flatMap((component) => imagesOf(project, component).map((image) => ({ ...image, component })));
    // A marked photo is printed with its marks, as the server's PDF prints it.
    const copyOf = (image: ImageRef) => project.photoMarks?.[photoKey(image)]?.copy;
    const urls = new Map(images.map((image) => [image.id, copyOf(image)?.thumbnailUrl ?? copyOf(image)?.url ?? image.thumbnailUrl ?? image.url]));
    const listed = outbox.listed((damages?.value as Vorschaden[] | undefined) ?? []).map(({ damage }) => damage);
    const today = new Date();
    const { renderProtocol } = await import('./render-protocol');
    return renderProtocol(
      {
        companyName: company?.companyName ?? companyId,
        // Memos recorded or deleted here since the last sync are printed as this device knows them.
        project: { ...project, voiceMemos },
        checklist,
        pvSettings,
        damages: listed,
        // Assessed here from the same values the document lists, as the server does for its PDF.
        buildability: { ...assessBuildability({ project, damages: listed, year: today.getFullYear(), pvSettings }), id: PROTOCOL_ASSESSMENT_ID, createdAt: today.toISOString() },
        images: images.map((image) => ({
          id: image.id,
          component: image.component,
          originalName: image.originalName,
          uploadedAt: image.uploadedAt,
          contentType: image.contentType,
          uploadSha256: image.uploadSha256,
          addedAt: image.addedAt,
        })),
        today,
        signature: await signatureState(project, onDevice),
      },
      async (imageId) => {
        const response = await api.request('GET', urls.get(imageId) as string, { headers: { accept: 'image/*' } });
        return imageDataUrl(await response.blob());
      },
    );
  };

  /** Sends what this project still has queued, so the server's PDF holds every value captured here. */
  const sendQueued = async (): Promise<boolean> => {
    const unsent = () => unconfirmedOfProject(db, companyId, project.id);
    // A few runs: one may find another tab's run in progress, or queue a retry of a failed answer.
    // A run the server did not answer ends them: more would only make the user wait longer.
    for (let run = 0; run < 3 && (await unsent()) > 0 && serverAnswered(); run += 1) await engine.sync();
    return (await unsent()) === 0;
  };

  /** The document made here when the server's cannot be had, or would leave out queued changes. */
  const renderHereInstead = async (queued: boolean) => {
    try {
      saveFile(await renderHere(), fileName);
      setMessage({ severity: 'info', text: madeHereText(queued) });
    } catch (error) {
      logWarning('Protokoll konnte nicht erstellt werden', error);
      setMessage({ severity: 'error', text: isOnline() ? API_MESSAGES.pdfNetwork : T.offlineFailed });
    }
  };

  const download = async () => {
    setBusy(true);
    setMessage(null);
    try {
      // Without a network, or with one the server did not answer through (Wi-Fi without a route),
      // the document is made here at once rather than after another wait for no answer.
      if (!isOnline() || !serverAnswered()) throw new Error('offline');
      // A send that hangs (a sync run of another tab or of the service worker that does not end)
      // must not hold the button for ever: after a while the document is made here instead.
      const sent = await Promise.race([sendQueued(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SEND_BEFORE_PDF_MS))]);
      if (!sent) throw new QueuedChanges();
      const response = await api.request('GET', API_PATHS.protocolPdf(companyId, project.id), { headers: { accept: 'application/pdf' } });
      saveFile(await response.blob(), fileName);
    } catch (error) {
      const refused = pdfErrorMessage(error);
      if (refused) setMessage({ severity: 'error', text: refused });
      else await renderHereInstead(error instanceof QueuedChanges);
    } finally {
      setBusy(false);
    }
  };

  return { download, busy, message, dismiss: () => setMessage(null) };
}
