// Client logging: warnings always reach the console (SPEC §8 asks for some failures to be
// logged); debug output only while developing, so production consoles stay quiet.
export function logWarning(message: string, detail?: unknown): void {
  console.warn(`[Vor-Ort] ${message}`, detail ?? '');
}

export function logDebug(message: string, detail?: unknown): void {
  if (import.meta.env.DEV) console.debug(`[Vor-Ort] ${message}`, detail ?? '');
}
