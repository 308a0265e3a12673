// The profile fields the ID token names (preferred_username, given_name, family_name, email):
// on the first sign-in they fill the empty profile kept on this device, so the demo field worker
// is greeted by name instead of the default 'Admin'.
export interface ProfileClaims {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
}

const text = (claim: unknown) => (typeof claim === 'string' ? claim.trim() : '');

export function profileClaims(claims: Record<string, unknown>): ProfileClaims {
  return {
    userName: text(claims.preferred_username),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    email: text(claims.email),
  };
}
