import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { formatDuration, memoLine, memoTimes, memosOfArea, voiceMemoType, withoutVoiceMemo, withVoiceMemo, type VoiceMemo } from './voice-memos.ts';

const memo = (area: VoiceMemo['area'], recordedAt: string, durationMs = 42_000): VoiceMemo => ({ area, recordedAt, durationMs, contentType: 'audio/webm', size: 1000 });
const project: Project = { id: 'p', name: 'P', status: 'OFFEN', createdAt: '2026-11-26T10:00:00.000Z', active: true };

describe('voice memos', () => {
  it('shows a length as minutes and seconds, rounded to the second', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7_400)).toBe('0:07');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(102_000)).toBe('1:42');
    expect(formatDuration(600_000)).toBe('10:00');
  });

  it('keeps only the formats browsers record in, by their base type', () => {
    expect(voiceMemoType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(voiceMemoType('Audio/MP4')).toBe('audio/mp4');
    expect(voiceMemoType('video/webm')).toBeNull();
    expect(voiceMemoType(undefined)).toBeNull();
  });

  it('names memos by the second they were recorded, with the day where the list spans days', () => {
    const at = (recordedAt: string) => ({ recordedAt });
    expect(memoTimes([at('2026-11-26T13:01:09.000Z'), at('2026-11-26T13:01:42.000Z')])).toEqual(['14:01:09', '14:01:42']);
    // Deleting one leaves the other as it was.
    expect(memoTimes([at('2026-11-26T13:01:42.000Z')])).toEqual(['14:01:42']);
    expect(memoTimes([at('2026-11-26T13:01:00.000Z'), at('2026-11-27T08:30:00.000Z')])).toEqual(['26.11. 14:01:00', '27.11. 09:30:00']);
    expect(memoTimes([])).toEqual([]);
  });

  it("lists an area's memos oldest first and the protocol line names length and time", () => {
    const memos = { b: memo('elektrik', '2026-11-26T13:05:00.000Z'), a: memo('elektrik', '2026-11-26T13:01:00.000Z', 7_000), c: memo('erdung', '2026-11-26T12:00:00.000Z') };
    expect(memosOfArea(memos, 'elektrik').map((listed) => listed.id)).toEqual(['a', 'b']);
    expect(memosOfArea(undefined, 'elektrik')).toEqual([]);
    expect(memoLine(memos.a)).toBe('0:07 Min., aufgenommen 26.11.2026, 14:01 Uhr');
  });

  it('adds and removes a memo without touching the others', () => {
    const one = withVoiceMemo(project, 'a', memo('dach-innen', '2026-11-26T13:01:00.000Z'));
    const two = withVoiceMemo(one, 'b', memo('dach-innen', '2026-11-26T13:02:00.000Z'));
    expect(Object.keys(withoutVoiceMemo(two, 'a').voiceMemos ?? {})).toEqual(['b']);
    expect(withoutVoiceMemo(project, 'x')).toBe(project);
  });
});
