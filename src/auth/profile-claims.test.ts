import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileClaims } from './profile-claims';

describe('profileClaims', () => {
  it('reads preferred_username, given_name, family_name and email from the ID token', () => {
    expect(profileClaims({ sub: 'demo', preferred_username: 'demo', given_name: 'Demo', family_name: 'Monteur', email: 'demo@vor-ort.example' })).toEqual({
      userName: 'demo',
      firstName: 'Demo',
      lastName: 'Monteur',
      email: 'demo@vor-ort.example',
    });
  });

  it('a claim that is missing or not text leaves its field empty', () => {
    expect(profileClaims({ sub: 'x', given_name: 42, email: null })).toEqual({ userName: '', firstName: '', lastName: '', email: '' });
  });

  it('keeps any Unicode name as given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(profileClaims({ given_name: name }).firstName).toBe(name.trim());
      }),
    );
  });
});
