// Deleting a manual damage the server has.
import { ApiError } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { completeWithDamages } from '@/db/damage-store';
import type { DeleteVorschadenEntry } from '@/db/outbox-entries';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';

export const deleteVorschaden: OutboxKind<DeleteVorschadenEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.deleteVorschaden,
  refused: () => SYNC_TEXTS.damageDeleteRefused,
  async send(entry, { db, api, headers }) {
    try {
      await api.request('DELETE', API_PATHS.vorschaden(entry.vorschadenId), { headers });
    } catch (error) {
      // SPEC §7: 404 means it is gone already, which is what the user wanted.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await completeWithDamages(db, entry, (list) => list.filter((damage) => damage.id !== entry.vorschadenId));
  },
};
