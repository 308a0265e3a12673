// The service worker replays the outbox after the tab is closed and needs the user's token for
// that; the app keeps the current access token in the local store for it.
import type { VorOrtDatabase } from './schema';

const ACCESS_TOKEN_FLAG = 'accessToken';

export async function mirrorAccessToken(db: VorOrtDatabase, token: string | null): Promise<void> {
  if (token) await db.flags.put({ key: ACCESS_TOKEN_FLAG, value: token });
  else await db.flags.delete(ACCESS_TOKEN_FLAG);
}

export async function mirroredAccessToken(db: VorOrtDatabase): Promise<string | null> {
  const flag = await db.flags.get(ACCESS_TOKEN_FLAG);
  return typeof flag?.value === 'string' ? flag.value : null;
}
