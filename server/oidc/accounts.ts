// The demo accounts of the bundled provider: one user of the demo company and the
// multi-company administrator. Real deployments sign in through their own provider instead.
import { timingSafeEqual } from 'node:crypto';
import { ALL_COMPANIES, DEMO_COMPANY_ID } from '../../src/domain/constants.ts';

export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  companyAccess: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo', password: 'demo', name: 'Demo Monteur', givenName: 'Demo', familyName: 'Monteur', email: 'demo@vor-ort.example', companyAccess: DEMO_COMPANY_ID },
  { username: 'admin', password: 'admin', name: 'Administrator', givenName: 'Admin', familyName: 'Istrator', email: 'admin@vor-ort.example', companyAccess: ALL_COMPANIES },
];

export function findAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.username === username);
}

/** Checks credentials without revealing through timing which part was wrong. */
export function authenticate(username: string, password: string): DemoAccount | undefined {
  const account = findAccount(username.trim());
  const expected = Buffer.from(account?.password ?? 'no-such-account');
  const given = Buffer.from(password);
  const same = expected.length === given.length && timingSafeEqual(expected, given);
  return account && same ? account : undefined;
}
