// Run by setUpNewDataFolder (first-start.ts) in a process of its own: makes the embedded database
// in the data folder given as JSON, migrates it and stores the demo data, then ends.
import { mkdir } from 'node:fs/promises';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openFileStore } from '../files/open-file-store.ts';
import { seedDemoData } from './demo-data.ts';
import { pgliteDir, type DataFolderSettings } from './first-start.ts';

const settings = JSON.parse(process.argv[2]) as DataFolderSettings;
await mkdir(settings.dataDir, { recursive: true });
const db = await openPglite(pgliteDir(settings));
try {
  await migrate(db);
  await seedDemoData({ db, files: openFileStore(settings), config: settings });
} finally {
  await db.close();
}
