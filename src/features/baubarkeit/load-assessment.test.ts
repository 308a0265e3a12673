import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { BuildabilityStepError, classifyNotice, isAssessment, loadLatestOrCheck, runCheck } from './load-assessment';

const C = '3f6c2a9e-4b1d-4c8e-9a57-1d2e3f4a5b6c';
const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const result = { id: 'a', overallStatus: 'GEEIGNET', assessment: '', empfehlung: '', factors: [], createdAt: '2026-01-01T00:00:00Z' };

function fakeApi(answers: Record<string, () => unknown>) {
  const json = vi.fn(async (method: string, path: string) => {
    const answer = answers[`${method} ${path.split('/').at(-1)}`];
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    return answer();
  });
  return { json: json as unknown as <T>(method: string, path: string) => Promise<T>, calls: json.mock.calls };
}

const httpError = (status: number) => () => {
  throw new ApiError('http', `Status ${status}`, status);
};
const networkError = () => {
  throw new ApiError('network', 'Failed to fetch');
};

describe('Buildability: latest, then check', () => {
  it('on open, the latest assessment is loaded', async () => {
    const api = fakeApi({ 'GET latest': () => result });
    await expect(loadLatestOrCheck(api, C, P)).resolves.toBe(result);
    expect(api.calls).toEqual([['GET', `/buildability/${C}/${P}/latest`]]);
  });

  it('if there is none (response not ok), a new check is triggered and its result is shown', async () => {
    const api = fakeApi({ 'GET latest': httpError(404), 'POST check': () => result });
    await expect(loadLatestOrCheck(api, C, P)).resolves.toBe(result);
    expect(api.calls.map((call) => call[0])).toEqual(['GET', 'POST']);
  });

  it('a failed check is a check failure; a latest that did not answer is a load failure and runs no check', async () => {
    const failedCheck = fakeApi({ 'GET latest': httpError(404), 'POST check': httpError(500) });
    await expect(loadLatestOrCheck(failedCheck, C, P)).rejects.toMatchObject({ step: 'check' });
    const failedLoad = fakeApi({ 'GET latest': networkError });
    await expect(loadLatestOrCheck(failedLoad, C, P)).rejects.toMatchObject({ step: 'load' });
    expect(failedLoad.calls).toHaveLength(1);
    await expect(runCheck(fakeApi({ 'POST check': networkError }), C, P)).rejects.toBeInstanceOf(BuildabilityStepError);
  });
});

describe('Buildability messages', () => {
  const loadFailure = new BuildabilityStepError('load', new Error('bad json'));
  const checkFailure = new BuildabilityStepError('check', new ApiError('http', 'Status 500', 500));
  const offlineLoad = new BuildabilityStepError('load', new ApiError('network', 'Failed to fetch'));

  it("Buildability load error: 'Fehler beim Laden der Baubarkeits-Bewertung'", () => {
    expect(classifyNotice({ online: true, hasResult: false, error: loadFailure })).toEqual({ kind: 'load-error' });
    expect(classifyNotice({ online: true, hasResult: false, error: offlineLoad })).toEqual({ kind: 'load-error' });
    expect(classifyNotice({ online: true, hasResult: true, error: new Error('other') })).toEqual({ kind: 'load-error' });
  });

  it("Buildability check error: 'Fehler beim Erstellen der Baubarkeits-Bewertung', also above a stored result", () => {
    expect(classifyNotice({ online: true, hasResult: false, error: checkFailure })).toEqual({ kind: 'check-error' });
    expect(classifyNotice({ online: true, hasResult: true, error: checkFailure })).toEqual({ kind: 'check-error' });
  });

  it('a network failure with a stored result shows it as the last known result, without an error', () => {
    expect(classifyNotice({ online: true, hasResult: true, error: offlineLoad })).toEqual({ kind: 'stale' });
    expect(classifyNotice({ online: false, hasResult: true, error: null })).toEqual({ kind: 'stale' });
  });

  it('offline with nothing stored says the check needs a connection', () => {
    expect(classifyNotice({ online: false, hasResult: false, error: null })).toEqual({ kind: 'offline-empty' });
    expect(classifyNotice({ online: true, hasResult: true, error: null })).toEqual({ kind: 'none' });
  });

  it('only stored values shaped like an assessment are shown', () => {
    expect(isAssessment(result)).toBe(true);
    expect(isAssessment(null)).toBe(false);
    expect(isAssessment({ overallStatus: 'GEEIGNET' })).toBe(false);
  });
});
