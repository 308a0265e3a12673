// Recognises contents a project already holds by their SHA-256: picking a photo twice, or
// uploading the same shots again, keeps each content once. The device checks what it picks
// against what it holds; the server checks what arrives against what it stored.

/** The items to keep (the first of each content not yet known) and how many were left out. */
export function firstOfEachContent<T>(items: readonly T[], hashOf: (item: T) => string, known: ReadonlySet<string>): { fresh: T[]; duplicates: number } {
  const seen = new Set(known);
  const fresh: T[] = [];
  for (const item of items) {
    const hash = hashOf(item);
    if (seen.has(hash)) continue;
    seen.add(hash);
    fresh.push(item);
  }
  return { fresh, duplicates: items.length - fresh.length };
}
