/**
 * Decides a waiting plan proposal from the command line:
 *   npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"]
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { decidePlan } from './plan-decisions.ts';

const [planGuid, decision, note] = process.argv.slice(2);
if (!planGuid || (decision !== 'accept' && decision !== 'reject')) {
  console.error('Usage: npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: `${config.dataDir}/pglite`,
});
try {
  await database.migrate();
  await decidePlan(database.db, config.provider, {
    planGuid,
    decision,
    decidedBy: 'cli',
    note: note ?? null,
  });
  console.log(`Plan ${planGuid}: ${decision === 'accept' ? 'accepted' : 'rejected'}.`);
} catch (error) {
  console.error(error instanceof ApiError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
