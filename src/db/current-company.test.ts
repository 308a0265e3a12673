import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/unit/memory-storage';
import { adoptStoredCurrentCompany, currentCompany, CURRENT_COMPANY_KEY, setCurrentCompany, subscribeCurrentCompany } from './current-company';
import { createDatabase } from './schema';

describe('current company (SPEC §2)', () => {
  it('is the company last opened on this device, else the one the token names', () => {
    const storage = memoryStorage();
    expect(currentCompany(storage, null)).toBeNull();
    expect(currentCompany(storage, 'token-firma')).toBe('token-firma');
    setCurrentCompany(storage, 'geoeffnete-firma');
    expect(currentCompany(storage, 'token-firma')).toBe('geoeffnete-firma');
  });

  it('tells its listeners when this tab or another one changes it', () => {
    const storage = memoryStorage();
    const otherTabs = new EventTarget();
    let calls = 0;
    const stop = subscribeCurrentCompany(() => (calls += 1), otherTabs);
    setCurrentCompany(storage, 'a');
    setCurrentCompany(storage, 'a');
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: CURRENT_COMPANY_KEY }));
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: 'etwas-anderes' }));
    expect(calls).toBe(2);
    stop();
    setCurrentCompany(storage, 'b');
    expect(calls).toBe(2);
  });

  it('takes over what an earlier version kept in the local store, without overriding a newer choice', async () => {
    const db = createDatabase(`current-company-${crypto.randomUUID()}`);
    const storage = memoryStorage();
    await db.flags.put({ key: 'currentCompanyId', value: 'alte-firma' });
    await adoptStoredCurrentCompany(db, storage);
    expect(currentCompany(storage, null)).toBe('alte-firma');
    expect(await db.flags.get('currentCompanyId')).toBeUndefined();

    await db.flags.put({ key: 'currentCompanyId', value: 'noch-aeltere-firma' });
    await adoptStoredCurrentCompany(db, storage);
    expect(currentCompany(storage, null)).toBe('alte-firma');
    db.close();
  });
});
