import { loadConfig } from '../config';
import { runMigrations } from './migrate';
import { openConfiguredDatabase } from './open-database';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.engine}).`);
} finally {
  await database.close();
}
