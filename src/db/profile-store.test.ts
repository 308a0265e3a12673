import { describe, expect, it } from 'vitest';
import { profileAfterSignIn } from './profile-store';

const claims = { userName: 'demo', firstName: 'Demo', lastName: 'Monteur', email: 'demo@vor-ort.example' };

describe('profileAfterSignIn', () => {
  it('the first sign-in fills the empty local profile from the ID token', () => {
    expect(profileAfterSignIn(undefined, claims)).toEqual({ id: 'me', address: '', ...claims });
    const empty = { id: 'me' as const, userName: '', firstName: ' ', lastName: '', email: '', address: '' };
    expect(profileAfterSignIn(empty, claims)).toEqual({ id: 'me', address: '', ...claims });
  });

  it("the user's own edits always win", () => {
    const edited = { id: 'me' as const, userName: 'Kai', firstName: '', lastName: '', email: '', address: '' };
    expect(profileAfterSignIn(edited, claims)).toBeNull();
    expect(profileAfterSignIn({ ...edited, userName: '', address: 'Werkstraße 5' }, claims)).toBeNull();
  });

  it('a token without profile claims leaves the profile alone', () => {
    expect(profileAfterSignIn(undefined, { userName: '', firstName: '', lastName: '', email: '' })).toBeNull();
  });
});
