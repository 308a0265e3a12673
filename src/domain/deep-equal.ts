// Whether two values hold the same data: arrays and plain objects compared member by member, sets
// by their members, everything else (a Blob, a Date, a number) by identity, so two different
// photos never compare equal because neither has keys of its own.

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((member) => b.has(member));
  if (isPlainObject(a) && isPlainObject(b)) {
    // A key set to undefined and a key left out say the same.
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}
