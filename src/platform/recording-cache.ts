// Keeps a recording this device made where the service worker answers its address from, once the
// server has it: the surveyor plays their own memos in the cellar without a connection.
import { VOICE_MEMO_CACHE } from '@/domain/voice-memos';
import { logWarning } from './log';

export async function keepRecordingForPlayback(url: string, recording: Blob): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(VOICE_MEMO_CACHE);
    await cache.put(url, new Response(recording, { headers: { 'content-type': recording.type || 'audio/webm' } }));
  } catch (error) {
    logWarning('Aufnahme nicht für unterwegs behalten', error);
  }
}
