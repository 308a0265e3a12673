// Upload and images of one area (roof, electrics, storage, bill): files are downscaled and
// queued at once, shown as waiting until the server has them, and the SPEC §8 alerts follow;
// a delete's alert replaces the upload's, so only the latest action speaks. The photo
// collection's photos still to assign show the same way, without an upload of their own: they
// came through the menu's collection, and a photo taken again goes back there to be sorted.
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { API_MESSAGES } from '@/api/errors';
import type { ImageRef } from '@/domain/image';
import type { FlaggedPhoto } from '@/domain/photo-checks';
import type { PhotoMark } from '@/domain/photo-marks';
import { imagesOf } from '@/domain/project-images';
import { storedUnread, type RequiredShot } from '@/domain/required-shots';
import { withCaption } from '@/domain/photo-notes';
import { photoHash, shotsOfPhoto } from '@/domain/shot-status';
import { acceptsPdf, COLLECTION_AREA, isUploadArea, UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import { COMPONENT_LABELS, SHOT_AREA_LABELS } from '@/domain/value-labels';
import { useDataLayer } from '@/hooks/data-context';
import { useAreaImages, type QueuedImage } from '@/hooks/use-area-images';
import { useAreaCapture } from '@/hooks/use-required-shots';
import { useOutboxEntry } from '@/hooks/use-outbox-entry';
import { usePendingMarkups } from '@/hooks/use-photo-markups';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { IdCheckError } from '@/sync/id-checks';
import { isLocalStorageFailure } from '@/sync/storage-full-error';
import type { ShotOutcome } from '@/sync/sync-engine';
import { AreaNoteField } from './AreaNoteField';
import { VoiceMemos } from './voice-memos/VoiceMemos';
import { BusyOverlay } from './BusyOverlay';
import { ImageGrid } from './ImageGrid';
import { InstallHintNote } from './InstallHintNote';
import { PhotoVerdicts } from './PhotoVerdicts';
import { reveal } from './reveal';
import { RequiredShots, type ShotCandidate } from './RequiredShots';
import { COMPONENT_TEXTS } from './texts';
import { UploadTile } from './UploadTile';

const T = COMPONENT_TEXTS.images;
const T_SHOTS = COMPONENT_TEXTS.shots;
const T_VERDICTS = COMPONENT_TEXTS.verdicts;
const NO_QUEUED: QueuedImage[] = [];
const NO_STORED: ImageRef[] = [];

type Notice = { severity: 'success' | 'info' | 'error'; text: string };

/** An upload is `unread` when its photo was for a shot the area's analysis does not read (see `storedUnread`). */
type Tracked =
  | {
      kind: 'upload';
      id: number;
      count: number;
      /** What the pick left out as already in the project, in words. */
      known: string;
      unread: boolean;
      /** The user chose to work on while it is sent and analysed: no overlay. */
      background?: boolean;
    }
  | { kind: 'delete'; id: number };

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
  /** What the last action said at once (a failure, a move, photos already there); it replaces the upload's alert. */
  const [notice, setNotice] = useState<Notice | null>(null);
  // What the user's own tap answers comes into view.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && noticeRef.current) reveal(noticeRef.current);
  }, [notice]);
  const fail = (text: string) => setNotice({ severity: 'error', text });
  const entry = useOutboxEntry(tracked?.id ?? null);
  const queued = images?.queued ?? NO_QUEUED;
  const sorting = images?.sorting;
  // The collection's photos with the server's sorting are still the collection's: their verdicts ask here.
  const queuedHashes = useMemo(() => [...queued.map((image) => image.hash), ...(sorting ?? [])], [queued, sorting]);
  const { project, shots, flagged } = useAreaCapture(companyId, projectId, area, queuedHashes);
  // A flagged photo asks here while it is in this area (a photo of a collection once it is sorted).
  const verdicts = flagged.filter((photo) => !photo.kept && photo.area === area);
  const flawed = useMemo(() => new Set(flagged.map((photo) => photo.hash)), [flagged]);
  // Any photo of the project can fill a slot of this area (a photo of another area moves here),
  // unless it fills a slot already: a photo holds one slot.
  const candidates = useMemo<ShotCandidate[]>(() => {
    const here = { [area]: queuedHashes };
    const takenBy = (photo: { hash?: string; imageId?: string }) => (project ? shotsOfPhoto(project, photo, here)[0]?.label : undefined);
    return [
      ...(project
        ? UPLOAD_AREA_IDS.flatMap((from) =>
            imagesOf(project, from)
              .filter((image) => image.contentType !== 'application/pdf')
              .map((image) => ({ kind: 'stored' as const, image, area: from, where: SHOT_AREA_LABELS[from], takenBy: takenBy({ hash: image.uploadSha256, imageId: image.id }) })),
          )
        : []),
      ...queued.map((image) => ({ kind: 'queued' as const, image, where: T_SHOTS.waiting, takenBy: takenBy({ hash: image.hash }) })),
    ];
  }, [project, queued, queuedHashes, area]);
  // A photo can go to any other area; a PDF bill stays where it is (the grid offers no move for PDFs).
  const moveTargets = useMemo(() => UPLOAD_AREA_IDS.filter((other) => other !== area), [area]);
  /** A photo taken or chosen for a slot: moved here from another area, or left in the other area's slot it fills. */
  const noticeOf = (outcome: ShotOutcome): Notice | null => {
    if (!outcome.filled) return { severity: 'error', text: T_SHOTS.taken(outcome.takenBy.label, SHOT_AREA_LABELS[outcome.takenBy.area] ?? outcome.takenBy.area) };
    return outcome.movedFrom ? { severity: 'success', text: T_SHOTS.movedHere(SHOT_AREA_LABELS[outcome.movedFrom] ?? outcome.movedFrom) } : null;
  };

  const onFiles = async (files: File[], shot?: RequiredShot) => {
    setNotice(null);
    try {
      if (area === COLLECTION_AREA) {
        // A photo of the collection taken again ('Neu aufnehmen') is sorted with a collection of its own.
        await engine.uploadPhotoCollection(companyId, projectId, files);
        setTracked(null);
        setNotice({ severity: 'info', text: T.sortedAgain(files.length) });
        return;
      }
      const { id, added, duplicates, duplicatesIn, shot: outcome } = await engine.uploadArea(companyId, projectId, area, files, shot);
      const said = outcome && noticeOf(outcome);
      const known = duplicates ? T.alreadyThere(duplicates, duplicatesIn.map((where) => SHOT_AREA_LABELS[where] ?? COMPONENT_LABELS[where] ?? where)) : '';
      if (id === null) {
        setTracked(null);
        setNotice(said || { severity: 'info', text: known });
      } else {
        setTracked({ kind: 'upload', id, count: added, known, unread: storedUnread(area, shot) });
        if (said) setNotice(said);
      }
    } catch (failure) {
      if ((failure instanceof IdCheckError && failure.userVisible) || isLocalStorageFailure(failure)) fail(failure.message);
      else {
        logWarning('Upload konnte nicht eingereiht werden', failure);
        fail(API_MESSAGES.areaUploadFailed);
      }
    }
  };

  /** Runs a change of slots or verdicts; a failure says so, what was saved stays. */
  const changing = (change: () => Promise<unknown>, failedText: string) => {
    setNotice(null);
    change().catch((failure: unknown) => {
      logWarning('Pflichtfoto oder Fotoprüfung nicht gespeichert', failure);
      fail(isLocalStorageFailure(failure) ? failure.message : failedText);
    });
  };
  const onPick = (shot: RequiredShot, candidate: ShotCandidate) =>
    changing(async () => {
      const photo = candidate.kind === 'queued' ? { hash: candidate.image.hash } : { hash: candidate.image.uploadSha256, imageId: candidate.image.id, fromArea: candidate.area };
      setNotice(noticeOf(await engine.fillShot(companyId, projectId, shot, area, photo)));
    }, T_SHOTS.failed);
  const onDiscard = (verdict: FlaggedPhoto) =>
    changing(async () => {
      if ((await engine.discardFlaggedPhoto(companyId, projectId, verdict.hash)) === 'sending') fail(T_VERDICTS.sending);
    }, T_VERDICTS.failed);
  const onCaption = useCallback(
    (key: string, caption: string) => {
      engine.updateProject(companyId, projectId, (current) => withCaption(current, key, caption)).catch((failure: unknown) => {
        logWarning('Beschriftung nicht gespeichert', failure);
        setNotice({ severity: 'error', text: isLocalStorageFailure(failure) ? failure.message : COMPONENT_TEXTS.captions.failed });
      });
    },
    [engine, companyId, projectId],
  );
  const pendingMarkups = usePendingMarkups(companyId, projectId);
  const markup = useMemo(
    () => ({
      companyId,
      projectId,
      onSave: (key: string, marks: PhotoMark[], copy: Blob) => {
        engine.saveMarkup(companyId, projectId, key, marks, copy).catch((failure: unknown) => {
          logWarning('Markierungen nicht gespeichert', failure);
          setNotice({ severity: 'error', text: isLocalStorageFailure(failure) ? failure.message : COMPONENT_TEXTS.markupFailed });
        });
      },
    }),
    [engine, companyId, projectId],
  );
  /** A photo that fills a slot says so before it is deleted: the slot reads 'fehlt' afterwards. */
  const deleteMessageOf = useCallback(
    (image: ImageRef) => {
      const labels = shots.filter((state) => state.photo?.kind === 'stored' && state.photo.image.id === image.id).map((state) => state.shot.label);
      return labels.length ? T.deleteShotConfirm(labels) : undefined;
    },
    [shots],
  );
  /** The slot a flagged photo fills: a new photo taken for it fills the same slot. */
  const shotOf = (verdict: FlaggedPhoto) => shots.find((state) => photoHash(state.photo) === verdict.hash)?.shot;

  // The photo leaves this grid at once (also offline); the server learns of the move from the outbox.
  const onMove = useCallback(
    async (image: ImageRef, toArea: string) => {
      setNotice(null);
      setTracked(null);
      try {
        await engine.moveImage(companyId, projectId, area, image.id, toArea);
        setNotice({ severity: 'success', text: T.moved(COMPONENT_LABELS[toArea] ?? toArea) });
      } catch (failure) {
        const text = failure instanceof IdCheckError && failure.userVisible ? failure.message : T.moveFailed;
        if (text === T.moveFailed) logWarning('Foto konnte nicht verschoben werden', failure);
        setNotice({ severity: 'error', text });
      }
    },
    [engine, companyId, projectId, area],
  );
  const onDelete = useCallback(
    async (image: ImageRef) => {
      setNotice(null);
      setTracked(null);
      try {
        setTracked({ kind: 'delete', id: await engine.deleteImage(companyId, projectId, area, image.id) });
      } catch (failure) {
        const userVisible = (failure instanceof IdCheckError && failure.userVisible) || isLocalStorageFailure(failure);
        if (!userVisible) logWarning('Bild konnte nicht gelöscht werden', failure);
        setNotice({ severity: 'error', text: userVisible ? (failure as Error).message : API_MESSAGES.imageDeleteFailed });
      }
    },
    [engine, companyId, projectId, area],
  );

  let alert: Notice | null = notice;
  if (!alert && tracked?.kind === 'upload' && entry !== undefined) {
    const known = tracked.known ? ` ${tracked.known}` : '';
    if (entry === null) alert = { severity: 'success', text: T.uploadSucceeded(tracked.count, tracked.unread ? T.storedUnread : successText) + known };
    else if (entry.state === 'failed') alert = { severity: 'error', text: entry.lastError?.message ?? API_MESSAGES.areaUploadFailed };
    else if (connection === 'unreachable') alert = { severity: 'info', text: T.noRouteAlert(tracked.count) + known };
    else if (!online) alert = { severity: 'info', text: T.queuedAlert(tracked.count) + known };
    else if (tracked.background) alert = { severity: 'info', text: T.inBackground(tracked.count) + known };
  }
  // The image left this device's copy at once; the alert says whether the server knows yet.
  if (!alert && tracked?.kind === 'delete' && entry !== undefined) {
    if (entry?.state === 'failed') alert = { severity: 'error', text: API_MESSAGES.imageDeleteFailed };
    else alert = entry && !online ? { severity: 'info', text: T.deletedOffline } : { severity: 'success', text: T.deleted };
  }

  // Offline, or with a server that does not answer, the upload waits in the outbox and the page
  // stays usable; online it is being analysed.
  const busy = online && tracked?.kind === 'upload' && !tracked.background && !!entry && entry.state !== 'failed';

  return (
    <Box>
      <BusyOverlay
        open={busy}
        text={tracked?.kind === 'upload' && tracked.unread ? T.storing : busyText}
        onContinue={() => setTracked((upload) => (upload?.kind === 'upload' ? { ...upload, background: true } : upload))}
      />
      <InstallHintNote />
      {alert && (
        <Alert ref={noticeRef} severity={alert.severity} sx={{ mb: 2 }} onClose={() => (setTracked(null), setNotice(null))}>
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
        leading={
          isUploadArea(area) ? (
            <UploadTile allowPdf={acceptsPdf(area)} onFiles={(files) => void onFiles(files)} />
          ) : sorting?.length ? (
            <Typography color="text.secondary" sx={{ width: '100%' }}>
              {T.beingSorted(sorting.length)}
            </Typography>
          ) : undefined
        }
        onDelete={onDelete}
        onMove={onMove}
        moveTargets={moveTargets}
        deleteMessageOf={deleteMessageOf}
        captions={project?.captions}
        origins={project?.photoOrigins}
        onCaption={onCaption}
        markup={markup}
        marked={project?.photoMarks}
        pendingMarkups={pendingMarkups}
      />
      {isUploadArea(area) && <AreaNoteField companyId={companyId} projectId={projectId} area={area} />}
      {isUploadArea(area) && <VoiceMemos companyId={companyId} projectId={projectId} area={area} />}
    </Box>
  );
}
