// Master data on this device: the tile list fetched once online, used by the roof editor offline.
import type { Ziegel } from '@/domain/report';
import type { VorOrtDatabase } from './schema';

export async function storeTiles(db: VorOrtDatabase, tiles: Ziegel[]): Promise<void> {
  await db.masterdata.put({ key: 'ziegel', values: tiles, fetchedAt: new Date().toISOString() });
}

export async function storedTiles(db: VorOrtDatabase): Promise<Ziegel[]> {
  return (await db.masterdata.get('ziegel'))?.values ?? [];
}
