// SPEC §5 Identifiers: ids are UUIDs of versions 1 to 5; client and server decide by the same rule.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): boolean {
  return !!value && UUID.test(value);
}
