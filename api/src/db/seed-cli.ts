import { loadConfig } from '../config';
import { runMigrations, underStartupLock } from './migrate';
import { openConfiguredDatabase } from './open-database';
import { seedDatabase } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  const summary = await underStartupLock(database, () => seedDatabase(database.db, config));
  console.log(`Seeded (${database.engine}): ${summary.accounts} accounts, ${summary.openings} job openings.`);
} finally {
  await database.close();
}
