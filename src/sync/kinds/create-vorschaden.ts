// A manual damage (SPEC §4): it carries its own id, so the server stores it once however often
// it arrives.
import { API_PATHS } from '@/api/paths';
import { completeWithDamages } from '@/db/damage-store';
import type { CreateVorschadenEntry } from '@/db/outbox-entries';
import type { Vorschaden } from '@/domain/vorschaden';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';

export const createVorschaden: OutboxKind<CreateVorschadenEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.createVorschaden,
  refused: SYNC_TEXTS.damageCreateRefused,
  async send(entry, { db, api, headers }) {
    const created = await api.json<Vorschaden>('POST', API_PATHS.createVorschaden(entry.companyId, entry.projectId), { json: entry.vorschaden, headers });
    await completeWithDamages(db, entry, (list) => [...list.filter((damage) => damage.id !== created.id), created]);
  },
};
