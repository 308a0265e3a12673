// Records a voice memo with the microphone (MediaRecorder). The browser asks the user once;
// what it answers decides which German message the page shows. The format is the first one the
// browser records in: WebM/Opus in Chromium and Firefox, MP4/AAC in Safari.
export type RecorderFailure = 'unsupported' | 'denied' | 'no-microphone' | 'failed';

export class RecorderError extends Error {
  constructor(readonly reason: RecorderFailure) {
    super(`voice recorder: ${reason}`);
    this.name = 'RecorderError';
  }
}

export interface Recording {
  recording: Blob;
  durationMs: number;
}

export interface ActiveRecorder {
  startedAt: Date;
  /** Ends the recording and answers it; a recording without sound data answers null. */
  stop(): Promise<Recording | null>;
}

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

function failureOf(error: unknown): RecorderFailure {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-microphone';
  return 'failed';
}

export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

export async function startRecording(): Promise<ActiveRecorder> {
  if (!canRecord()) throw new RecorderError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new RecorderError(failureOf(error));
  }
  const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw new RecorderError(failureOf(error));
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size) chunks.push(event.data);
  });
  const startedAt = new Date();
  // Chunks every second: a tab closed mid-memo still leaves what was said in memory to keep.
  recorder.start(1000);
  return {
    startedAt,
    stop: () =>
      new Promise((resolve) => {
        const finish = () => {
          stream.getTracks().forEach((track) => track.stop());
          const type = (recorder.mimeType || mimeType || 'audio/webm').split(';')[0];
          resolve(chunks.length ? { recording: new Blob(chunks, { type }), durationMs: Date.now() - startedAt.getTime() } : null);
        };
        if (recorder.state === 'inactive') return finish();
        recorder.addEventListener('stop', finish, { once: true });
        recorder.stop();
      }),
  };
}
