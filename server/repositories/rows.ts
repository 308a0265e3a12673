// Conversions between database rows and API values shared by the repositories.

/** PostgreSQL and PGlite return timestamptz as Date; the API speaks ISO strings. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** JSONB arrives parsed from both drivers; a string means it was stored as text. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Whether an id can be a uuid column value; anything else cannot match, so no query is made. */
export function isUuidShaped(id: string): boolean {
  return /^[0-9a-f-]{36}$/i.test(id);
}
