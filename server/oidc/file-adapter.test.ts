// The bundled provider's store: revoking a grant removes the tokens issued under it, never the
// sign-in interaction or the session that name the same grant. The interaction going with it
// broke signing in as another user on a tablet where the last one was still remembered.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore, fileAdapter } from './file-adapter.ts';

describe('the bundled provider’s file store', () => {
  it('a revoked grant takes its tokens and codes, and leaves the interaction and the session naming it', async () => {
    const store = await FileStore.open(await mkdtemp(path.join(tmpdir(), 'oidc-store-')));
    const Adapter = fileAdapter(store);
    const [tokens, codes, interactions, sessions] = ['AccessToken', 'AuthorizationCode', 'Interaction', 'Session'].map((name) => new Adapter(name));
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await interactions.upsert('i1', { grantId: 'g1', uid: 'i1' }, 60);
    await sessions.upsert('s1', { grantId: 'g1', uid: 's1' }, 60);

    await tokens.revokeByGrantId('g1');

    expect(await tokens.find('t1')).toBeUndefined();
    expect(await codes.find('c1')).toBeUndefined();
    expect(await interactions.find('i1')).toMatchObject({ uid: 'i1' });
    expect(await sessions.findByUid('s1')).toMatchObject({ uid: 's1' });
  });
});
