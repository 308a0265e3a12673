// 'Abmelden' on a shared tablet (issue 23): work the server does not have yet is never thrown
// away unasked ('3 Änderungen sind noch nicht übertragen'), and once the user leaves, the device
// keeps nothing of them: the app's database, cached photos and answers, typed inputs and the
// token go, so the next user of the same browser starts from nothing.
import { useState } from 'react';
import { useAuthSession } from '@/auth/auth-context';
import { USER_STORE_PREFIX } from '@/auth/stored-user';
import { forgetDatabase, unsentChanges } from '@/db/forget-device';
import { forgetBrowserStorage } from '@/platform/device-storage';
import { logWarning } from '@/platform/log';
import { useDataLayer } from './data-context';

export type SignOutPhase = { phase: 'idle' } | { phase: 'asking'; unsent: number } | { phase: 'sending' } | { phase: 'still-unsent'; unsent: number } | { phase: 'leaving' };

export function useSignOut() {
  const { db, engine, tickets } = useDataLayer();
  const session = useAuthSession();
  const [state, setState] = useState<SignOutPhase>({ phase: 'idle' });

  const leave = async () => {
    setState({ phase: 'leaving' });
    // Nothing may write the store again while it is deleted.
    engine.stop();
    tickets.stop();
    await forgetBrowserStorage(USER_STORE_PREFIX).catch((error: unknown) => logWarning('Zwischenspeicher nicht gelöscht', error));
    await forgetDatabase(db).catch((error: unknown) => logWarning('Daten des Geräts nicht gelöscht', error));
    await session.signOut();
  };

  return {
    state,
    /** Signs out at once when everything is on the server, otherwise asks first. */
    request: async () => {
      const unsent = await unsentChanges(db);
      if (unsent) setState({ phase: 'asking', unsent });
      else await leave();
    },
    sendFirst: async () => {
      setState({ phase: 'sending' });
      await engine.sync().catch((error: unknown) => logWarning('Übertragen vor dem Abmelden fehlgeschlagen', error));
      const unsent = await unsentChanges(db);
      if (unsent) setState({ phase: 'still-unsent', unsent });
      else await leave();
    },
    leave,
    cancel: () => setState({ phase: 'idle' }),
  };
}
