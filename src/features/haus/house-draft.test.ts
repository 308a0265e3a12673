import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { houseDraftKey, recoverHouseDrafts, storedHouseDraft } from './house-draft';
import { memoryStorage } from '../../../tests/unit/memory-storage';

const becker: Project = { id: 'p1', name: 'Becker', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true, house: { stromverbrauch: 4200 } };

describe('house drafts left behind by a page that went away', () => {
  it('are saved at the next start, as the form would have saved them, and then forgotten', async () => {
    const storage = memoryStorage();
    storage.setItem('andere-app', 'bleibt');
    storedHouseDraft(storage, houseDraftKey('firma-1', 'p1')).write({ netzbetreiber: 'Netz 4', baujahr: '1988', sanierungDach: { saniert: true, jahr: '2012' } });
    const saved: Array<{ companyId: string; project: Project }> = [];
    await recoverHouseDrafts(storage, async (companyId, projectId, apply) => {
      expect(projectId).toBe('p1');
      saved.push({ companyId, project: apply(becker) });
      return '000001';
    });
    expect(saved).toEqual([{ companyId: 'firma-1', project: { ...becker, house: { stromverbrauch: 4200, netzbetreiber: 'Netz 4', baujahr: 1988, sanierungDach: 2012 } } }]);
    expect(storage.getItem(houseDraftKey('firma-1', 'p1'))).toBeNull();
    expect(storage.getItem('andere-app')).toBe('bleibt');
  });

  it('stay when the device does not hold the project, to be saved at a later start', async () => {
    const storage = memoryStorage();
    storedHouseDraft(storage, houseDraftKey('firma-1', 'p2')).write({ baujahr: '1974' });
    await recoverHouseDrafts(storage, async () => null);
    expect(storedHouseDraft(storage, houseDraftKey('firma-1', 'p2')).read()).toEqual({ baujahr: '1974' });
  });
});
