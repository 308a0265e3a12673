// Tells a voice memo's real format from its first bytes: the server stores and serves it under
// that type, never under the one the client declared.
import type { VoiceMemoType } from '../../src/domain/voice-memos.ts';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffAudio(bytes: Uint8Array): VoiceMemoType | null {
  if (bytes.length < 12) return null;
  // EBML header: WebM (a Matroska profile), what Chromium and Firefox record.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'audio/webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  // ISO BMFF: Safari records MP4 with AAC.
  if (ascii(bytes, 4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) return 'audio/mpeg';
  return null;
}

export const AUDIO_EXTENSIONS: Record<VoiceMemoType, string> = {
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};
