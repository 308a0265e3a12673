// Upload and images of one area (roof, electrics, storage, bill): files are downscaled and
// queued at once, shown as waiting until the server has them, and the SPEC §8 alerts follow;
// a delete's alert replaces the upload's, so only the latest action speaks.
import { Alert, Box } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { API_MESSAGES } from '@/api/errors';
import type { ImageRef } from '@/domain/image';
import type { FlaggedPhoto } from '@/domain/photo-checks';
import { imagesOf } from '@/domain/project-images';
import type { RequiredShot } from '@/domain/required-shots';
import { photoHash } from '@/domain/shot-status';
import { acceptsPdf, isUploadArea, UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import { useDataLayer } from '@/hooks/data-context';
import { useAreaImages, type QueuedImage } from '@/hooks/use-area-images';
import { useAreaCapture } from '@/hooks/use-required-shots';
import { useOutboxEntry } from '@/hooks/use-outbox-entry';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { IdCheckError } from '@/sync/id-checks';
import { isLocalStorageFailure } from '@/sync/storage-full-error';
import { BusyOverlay } from './BusyOverlay';
import { ImageGrid } from './ImageGrid';
import { InstallHintNote } from './InstallHintNote';
import { PhotoVerdicts } from './PhotoVerdicts';
import { RequiredShots, type ShotCandidate } from './RequiredShots';
import { COMPONENT_TEXTS } from './texts';
import { UploadTile } from './UploadTile';

const T = COMPONENT_TEXTS.images;
const T_SHOTS = COMPONENT_TEXTS.shots;
const T_VERDICTS = COMPONENT_TEXTS.verdicts;
const NO_QUEUED: QueuedImage[] = [];
const NO_STORED: ImageRef[] = [];

type Tracked = { kind: 'upload'; id: number; count: number; duplicates: number } | { kind: 'delete'; id: number };

interface Props {
  companyId: string;
  projectId: string;
  area: string;
  /** The second sentence of the success alert (SPEC §8: bill or other areas). */
  successText?: string;
  /** The busy overlay's text while the upload is sent and analysed online. */
  busyText: string;
}

export function AreaUploadSection({ companyId, projectId, area, successText = T.analysisSoon, busyText }: Props) {
  const { engine } = useDataLayer();
  const connection = useConnection();
  const online = connection === 'online';
  const images = useAreaImages(companyId, projectId, area);
  /** The latest upload or delete, followed in the outbox to the server's answer for its alert. */
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The area the last photo went to, for the success alert. */
  const [movedTo, setMovedTo] = useState<string | null>(null);
  /** How many photos of a pick the project had already, when none of it was new. */
  const [allKnown, setAllKnown] = useState(0);
  const entry = useOutboxEntry(tracked?.id ?? null);
  const queued = images?.queued ?? NO_QUEUED;
  const queuedHashes = useMemo(() => queued.map((image) => image.hash), [queued]);
  const { project, shots, flagged } = useAreaCapture(companyId, projectId, area, queuedHashes);
  // A flagged photo asks here while it is in this area (a photo of a collection once it is sorted).
  const verdicts = flagged.filter((photo) => !photo.kept && photo.area === area);
  const flawed = useMemo(() => new Set(flagged.map((photo) => photo.hash)), [flagged]);
  // Any photo of the project can fill a slot of this area: a photo of another area moves here.
  const candidates = useMemo<ShotCandidate[]>(
    () => [
      ...(project ? UPLOAD_AREA_IDS.flatMap((from) => imagesOf(project, from).filter((image) => image.contentType !== 'application/pdf').map((image) => ({ kind: 'stored' as const, image, area: from }))) : []),
      ...queued.map((image) => ({ kind: 'queued' as const, image })),
    ],
    [project, queued],
  );
  // A photo can go to any other area; a PDF bill stays where it is (the grid offers no move for PDFs).
  const moveTargets = useMemo(() => (isUploadArea(area) ? UPLOAD_AREA_IDS.filter((other) => other !== area) : []), [area]);

  const onFiles = async (files: File[], shot?: RequiredShot) => {
    setError(null);
    setMovedTo(null);
    setAllKnown(0);
    try {
      const { id, added, duplicates } = await engine.uploadArea(companyId, projectId, area, files, shot);
      if (id === null) {
        setTracked(null);
        setAllKnown(duplicates);
      } else setTracked({ kind: 'upload', id, count: added, duplicates });
    } catch (failure) {
      if ((failure instanceof IdCheckError && failure.userVisible) || isLocalStorageFailure(failure)) setError(failure.message);
      else {
        logWarning('Upload konnte nicht eingereiht werden', failure);
        setError(API_MESSAGES.areaUploadFailed);
      }
    }
  };

  /** Runs a change of slots or verdicts; a failure says so, what was saved stays. */
  const changing = (change: () => Promise<unknown>, failedText: string) => {
    setError(null);
    change().catch((failure: unknown) => {
      logWarning('Pflichtfoto oder Fotoprüfung nicht gespeichert', failure);
      setError(isLocalStorageFailure(failure) ? failure.message : failedText);
    });
  };
  const onPick = (shot: RequiredShot, candidate: ShotCandidate) =>
    changing(
      () =>
        engine.fillShot(
          companyId,
          projectId,
          shot,
          area,
          candidate.kind === 'queued'
            ? { hash: candidate.image.hash }
            : { hash: candidate.image.uploadSha256, imageId: candidate.image.id, fromArea: candidate.area },
        ),
      T_SHOTS.failed,
    );
  const onDiscard = (verdict: FlaggedPhoto) =>
    changing(async () => {
      if ((await engine.discardFlaggedPhoto(companyId, projectId, verdict.hash)) === 'sending') setError(T_VERDICTS.sending);
    }, T_VERDICTS.failed);
  /** The slot a flagged photo fills: a new photo taken for it fills the same slot. */
  const shotOf = (verdict: FlaggedPhoto) => shots.find((state) => photoHash(state.photo) === verdict.hash)?.shot;

  // The photo leaves this grid at once (also offline); the server learns of the move from the outbox.
  const onMove = useCallback(
    async (image: ImageRef, toArea: string) => {
      setError(null);
      setTracked(null);
      setMovedTo(null);
      setAllKnown(0);
      try {
        await engine.moveImage(companyId, projectId, area, image.id, toArea);
        setMovedTo(toArea);
      } catch (failure) {
        if (failure instanceof IdCheckError && failure.userVisible) setError(failure.message);
        else {
          logWarning('Foto konnte nicht verschoben werden', failure);
          setError(T.moveFailed);
        }
      }
    },
    [engine, companyId, projectId, area],
  );
  const onDelete = useCallback(
    async (image: ImageRef) => {
      setError(null);
      setTracked(null);
      setMovedTo(null);
      setAllKnown(0);
      try {
        setTracked({ kind: 'delete', id: await engine.deleteImage(companyId, projectId, area, image.id) });
      } catch (failure) {
        if ((failure instanceof IdCheckError && failure.userVisible) || isLocalStorageFailure(failure)) setError(failure.message);
        else {
          logWarning('Bild konnte nicht gelöscht werden', failure);
          setError(API_MESSAGES.imageDeleteFailed);
        }
      }
    },
    [engine, companyId, projectId, area],
  );

  let alert: { severity: 'success' | 'info' | 'error'; text: string } | null = error ? { severity: 'error', text: error } : null;
  if (!alert && movedTo) alert = { severity: 'success', text: T.moved(COMPONENT_LABELS[movedTo] ?? movedTo) };
  if (!alert && allKnown) alert = { severity: 'info', text: T.alreadyThere(allKnown) };
  if (!alert && tracked?.kind === 'upload' && entry !== undefined) {
    const known = tracked.duplicates ? ` ${T.alreadyThere(tracked.duplicates)}` : '';
    if (entry === null) alert = { severity: 'success', text: T.uploadSucceeded(tracked.count, successText) + known };
    else if (entry.state === 'failed') alert = { severity: 'error', text: entry.lastError?.message ?? API_MESSAGES.areaUploadFailed };
    else if (connection === 'unreachable') alert = { severity: 'info', text: T.noRouteAlert(tracked.count) + known };
    else if (!online) alert = { severity: 'info', text: T.queuedAlert(tracked.count) + known };
  }
  // The image left this device's copy at once; the alert says whether the server knows yet.
  if (!alert && tracked?.kind === 'delete' && entry !== undefined) {
    if (entry?.state === 'failed') alert = { severity: 'error', text: API_MESSAGES.imageDeleteFailed };
    else alert = entry && !online ? { severity: 'info', text: T.deletedOffline } : { severity: 'success', text: T.deleted };
  }

  // Offline, or with a server that does not answer, the upload waits in the outbox and the page
  // stays usable; online it is being analysed.
  const busy = online && tracked?.kind === 'upload' && !!entry && entry.state !== 'failed';

  return (
    <Box>
      <BusyOverlay open={busy} text={busyText} />
      <InstallHintNote />
      {alert && (
        <Alert severity={alert.severity} sx={{ mb: 2 }} onClose={() => (setTracked(null), setError(null), setMovedTo(null), setAllKnown(0))}>
          {alert.text}
        </Alert>
      )}
      <PhotoVerdicts
        verdicts={verdicts}
        queued={queued}
        stored={images?.stored ?? NO_STORED}
        onRetake={(verdict, files) => void onFiles(files, shotOf(verdict))}
        onDiscard={onDiscard}
        onKeep={(verdict) => changing(() => engine.keepFlaggedPhoto(companyId, projectId, verdict.hash), T_VERDICTS.failed)}
        shotLabel={(verdict) => shotOf(verdict)?.label}
      />
      <RequiredShots
        states={shots}
        queued={queued}
        candidates={candidates}
        flawed={flawed}
        onFiles={(shot, files) => void onFiles(files, shot)}
        onPick={onPick}
        onClear={(shot) => changing(() => engine.clearShot(companyId, projectId, shot.id), T_SHOTS.failed)}
      />
      <ImageGrid
        stored={images?.stored ?? []}
        queued={queued}
        online={online}
        leading={<UploadTile allowPdf={acceptsPdf(area)} onFiles={(files) => void onFiles(files)} />}
        onDelete={onDelete}
        onMove={onMove}
        moveTargets={moveTargets}
      />
    </Box>
  );
}
