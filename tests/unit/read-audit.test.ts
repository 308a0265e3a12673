// The dependency check of `npm test` reads npm's audit report: high or critical advisories fail
// it, lower ones do not, and a registry that cannot audit never reads as a clean result.
import { describe, expect, it } from 'vitest';
import { readAudit } from '../../scripts/read-audit.ts';

/** What `npm audit --json` (report version 2) prints, with the given counts. */
const report = (counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) },
      dependencies: { prod: 412, dev: 0, optional: 12, peer: 0, peerOptional: 0, total: 411 },
    },
  });

describe('readAudit', () => {
  it('counts high and critical advisories as blocking', () => {
    expect(readAudit(report({ high: 1, critical: 2, moderate: 4 }))).toEqual({
      counts: { info: 0, low: 0, moderate: 4, high: 1, critical: 2 },
      blocking: 3,
    });
  });

  it('lets low and moderate advisories pass', () => {
    expect(readAudit(report({ low: 3, moderate: 1 }))).toMatchObject({ blocking: 0 });
  });

  it('reads a registry that refuses the audit call as not checked, with its reason', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
    });
    expect(readAudit(refused)).toEqual({ unavailable: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
  });

  it('reads output that is no report at all as not checked', () => {
    expect(readAudit('')).toEqual({ unavailable: 'npm audit gab keine lesbare Antwort' });
  });
});
