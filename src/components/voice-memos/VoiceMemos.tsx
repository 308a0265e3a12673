// Voice memos on an area's page (issue 22): record with the microphone, play back, delete. A memo
// is kept on the device the moment the recording ends and goes to the server like a photo, so it
// works in a cellar without signal. Leaving the page while recording keeps what was said.
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Box, Button, List, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/domain/format-date';
import type { UploadAreaId } from '@/domain/upload-areas';
import { formatDuration, memoTimes, VOICE_MEMO_MAX_MS } from '@/domain/voice-memos';
import { useDataLayer } from '@/hooks/data-context';
import { useAskBeforeUnload } from '@/hooks/use-ask-before-unload';
import { useRecordingLoader, useVoiceMemos, type ShownMemo } from '@/hooks/use-voice-memos';
import { logWarning } from '@/platform/log';
import { RecorderError, startRecording, type ActiveRecorder } from '@/platform/voice-recorder';
import { isLocalStorageFailure } from '@/sync/storage-full-error';
import { ConfirmDialog } from '../ConfirmDialog';
import { COMPONENT_TEXTS } from '../texts';
import { VoiceMemoRow } from './VoiceMemoRow';

const T = COMPONENT_TEXTS.voiceMemos;

export function VoiceMemos({ companyId, projectId, area }: { companyId: string; projectId: string; area: UploadAreaId }) {
  const { engine } = useDataLayer();
  const memos = useVoiceMemos(companyId, projectId, area);
  const names = memoTimes(memos ?? []).map(T.memo);
  const load = useRecordingLoader(companyId, projectId);
  const [recorder, setRecorder] = useState<ActiveRecorder | null>(null);
  const [starting, setStarting] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ memo: ShownMemo; name: string } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const finish = async (active: ActiveRecorder) => {
    const result = await active.stop();
    if (!result) {
      setProblem(T.empty);
      return;
    }
    const memo = { memoId: crypto.randomUUID(), area, recordedAt: active.startedAt.toISOString(), durationMs: result.durationMs, recording: result.recording };
    await engine.addVoiceMemo(companyId, projectId, memo).catch((error: unknown) => {
      logWarning('Sprachnotiz nicht gespeichert', error);
      setProblem(isLocalStorageFailure(error) ? error.message : T.saveFailed);
    });
  };
  const latest = useRef({ recorder, finish });
  useEffect(() => {
    latest.current = { recorder, finish };
  });
  // Leaving the page mid-memo (back arrow, another tab of the area) keeps what was said.
  useEffect(
    () => () => {
      const { recorder: active, finish: keep } = latest.current;
      if (active) void keep(active);
    },
    [],
  );

  // A reload or a closed tab would end the recording unheard: the browser asks first.
  useAskBeforeUnload(!!recorder);

  useEffect(() => {
    if (!recorder) return;
    const timer = setInterval(() => {
      const ms = Date.now() - recorder.startedAt.getTime();
      setElapsed(ms);
      if (ms < VOICE_MEMO_MAX_MS) return;
      setRecorder(null);
      void latest.current.finish(recorder);
    }, 250);
    return () => clearInterval(timer);
  }, [recorder]);

  const start = async () => {
    setProblem(null);
    setStarting(true);
    try {
      setElapsed(0);
      setRecorder(await startRecording());
    } catch (error) {
      setProblem(T.failures[error instanceof RecorderError ? error.reason : 'failed']);
    } finally {
      setStarting(false);
    }
  };
  const stop = () => {
    if (!recorder) return;
    setRecorder(null);
    void finish(recorder);
  };
  const discard = () => {
    setConfirmDiscard(false);
    if (!recorder) return;
    setRecorder(null);
    void recorder.stop();
  };

  return (
    <Box component="section" aria-labelledby={`voice-memos-${area}`} sx={{ mt: 3 }}>
      <Typography id={`voice-memos-${area}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.title}
      </Typography>
      {problem && (
        <Alert severity="warning" onClose={() => setProblem(null)} sx={{ my: 1 }}>
          {problem}
        </Alert>
      )}
      {!!memos?.length && (
        <List dense aria-label={T.title}>
          {memos.map((memo, index) => {
            const name = names[index];
            return (
              <VoiceMemoRow
                key={memo.id}
                memo={memo}
                name={name}
                load={load}
                onDelete={() => setDeleting({ memo, name })}
                onPlayFailed={() => setProblem(T.playFailed)}
                onPlaying={() => setProblem((shown) => (shown === T.playFailed ? null : shown))}
              />
            );
          })}
        </List>
      )}
      {recorder ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 180 }}>
            <FiberManualRecordIcon color="error" fontSize="small" aria-hidden />
            {T.recording(formatDuration(elapsed))}
          </Typography>
          <Button variant="contained" color="error" startIcon={<StopIcon />} onClick={stop} sx={{ minHeight: 48 }}>
            {T.stop}
          </Button>
          <Button onClick={() => setConfirmDiscard(true)} sx={{ minHeight: 48 }}>
            {T.discard}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<MicIcon />} onClick={() => void start()} disabled={starting} sx={{ mt: 1, minHeight: 48 }}>
          {T.record}
        </Button>
      )}
      {recorder && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {T.limit(formatDuration(VOICE_MEMO_MAX_MS))}
        </Typography>
      )}
      <ConfirmDialog
        open={confirmDiscard && !!recorder}
        title={T.discardTitle}
        message={T.discardMessage}
        confirmLabel={T.discardConfirm}
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={T.confirmTitle}
        message={deleting ? (deleting.memo.waiting ? T.confirmWaiting : T.confirm)(deleting.name, formatDate(deleting.memo.recordedAt)) : ''}
        onConfirm={() => {
          if (deleting) void engine.deleteVoiceMemo(companyId, projectId, deleting.memo.id).catch((error: unknown) => logWarning('Sprachnotiz nicht gelöscht', error));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
