// Reads what `npm audit --json` printed: the advisories per severity, or why the registry gave
// none. Some registries and proxies refuse the audit call; that must read as "not checked",
// never as "nothing found".

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

/** The severities that fail `npm test` (issue 9: no high or critical issue). */
export const BLOCKING: readonly Severity[] = ['high', 'critical'];

export type AuditReading = { counts: Partial<Record<Severity, number>>; blocking: number } | { unavailable: string };

export function readAudit(stdout: string): AuditReading {
  let report: { metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> }; message?: string };
  try {
    report = JSON.parse(stdout);
  } catch {
    return { unavailable: 'npm audit gab keine lesbare Antwort' };
  }
  const found = report.metadata?.vulnerabilities;
  if (!found) return { unavailable: report.message ?? 'npm audit lieferte keine Befunde' };
  const { total: _total, ...counts } = found;
  return { counts, blocking: BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0) };
}
