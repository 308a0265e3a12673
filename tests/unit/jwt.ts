// Builds unsigned JWT strings for tests of code that only decodes tokens.
export function unsignedJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(payload)}.c2lnbmF0dXJl`;
}
