// Client logging: warnings reach the console, as SPEC §8 asks for some failures to be logged.
export function logWarning(message: string, detail?: unknown): void {
  console.warn(`[Vor-Ort] ${message}`, detail ?? '');
}
