// Storage adapter for oidc-provider that keeps sessions, grants and refresh tokens in one JSON
// file under the data folder, so a server restart does not sign everybody out.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt?: number;
}

export class FileStore {
  private readonly entries = new Map<string, Entry>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  static async open(dataDir: string): Promise<FileStore> {
    const store = new FileStore(path.join(dataDir, 'oidc', 'store.json'));
    await mkdir(path.dirname(store.file), { recursive: true });
    try {
      const saved = JSON.parse(await readFile(store.file, 'utf8')) as Record<string, Entry>;
      for (const [key, entry] of Object.entries(saved)) store.entries.set(key, entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return store;
  }

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresIn?: number): void {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
    this.entries.set(key, { payload, expiresAt });
    this.persist();
  }

  /** Replaces a payload and keeps its expiry. */
  replace(key: string, payload: AdapterPayload): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.set(key, { ...entry, payload });
    this.persist();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.persist();
  }

  /** Resolves once every change made so far is on disk. */
  flush(): Promise<void> {
    return this.writing;
  }

  private persist(): void {
    this.writing = this.writing.then(async () => {
      const now = Date.now();
      const live = Object.fromEntries(
        [...this.entries].filter(([, entry]) => entry.expiresAt === undefined || entry.expiresAt > now),
      );
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify(live), { mode: 0o600 });
      await rename(tmp, this.file);
    });
  }
}

/**
 * The models a revoked grant takes with it: the tokens and codes issued under it. An interaction
 * or a session names a grant too, but outlives its revocation: signing in as someone else over a
 * remembered session ends that session (revoking its grants) in the middle of the interaction.
 */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** Builds the adapter class oidc-provider instantiates once per model name. */
export function fileAdapter(store: FileStore): new (name: string) => Adapter {
  return class FileAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      store.set(this.key(id), payload, expiresIn);
      if (payload.grantId && GRANTABLE.has(this.name)) {
        const grantKey = `grant:${payload.grantId}`;
        const members = (store.get(grantKey)?.members as string[] | undefined) ?? [];
        store.set(grantKey, { members: [...new Set([...members, this.key(id)])] }, expiresIn);
      }
      if (payload.userCode) store.set(`userCode:${payload.userCode}`, { id }, expiresIn);
      if (payload.uid) store.set(`uid:${payload.uid}`, { id }, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return store.get(this.key(id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const ref = store.get(`userCode:${userCode}`);
      return ref ? this.find(ref.id as string) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const ref = store.get(`uid:${uid}`);
      return ref ? this.find(ref.id as string) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id));
      if (payload) store.replace(this.key(id), { ...payload, consumed: Math.floor(Date.now() / 1000) });
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const grantKey = `grant:${grantId}`;
      for (const key of (store.get(grantKey)?.members as string[] | undefined) ?? []) store.delete(key);
      store.delete(grantKey);
    }
  };
}
