// Date-times as the code uses them: ajv-formats takes RFC 3339's leap second (23:59:60), which a
// JavaScript Date cannot hold, so such a value passed the schema and failed later, after an upload
// had stored its files. The schema's 'date-time' is this stricter check, so it is refused first.
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

export function usableDateTime(value: string): boolean {
  const parts = RFC_3339.exec(value)?.slice(1).map((part) => Number(part ?? 0));
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = parts;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60 && offsetHour < 24 && offsetMinute < 60;
}

/** For Fastify's `ajv.onCreate`: replaces ajv-formats' 'date-time'. */
export function strictDateTime(ajv: { addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown }): void {
  ajv.addFormat('date-time', { type: 'string', validate: usableDateTime });
}
