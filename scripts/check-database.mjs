// `npm run check-database`: the integrity check of the CMS's database (apps/cms/docs/operations.md).
// The SQLite file in DATA_DIR, or the PostgreSQL database DATABASE_URL names; with the uploads
// folder, also that every uploaded file the database lists is on disk. Only reads (on PostgreSQL it
// creates the amcheck extension for the check and drops it again), so it is safe while the CMS runs.
// Exit code 0 when it passes, 1 when it finds problems. `--json` prints the result as JSON.
import { dataFolder, resolveDataDir } from './lib/data-store.mjs';
import { checkDatabase } from './lib/integrity.mjs';

const folder = dataFolder(resolveDataDir());
const databaseUrl = process.env.DATABASE_URL || undefined;
try {
  const result = await checkDatabase({ databaseUrl, database: folder.database, uploadsDir: folder.uploads });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Checked ${databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : folder.database} and ${folder.uploads}`);
    for (const note of result.notes) console.log(`  ${note}`);
    if (result.problems.length) {
      console.log(`\n${result.problems.length} problem(s):`);
      for (const problem of result.problems) console.log(`  ✗ ${problem}`);
    } else {
      console.log('  ✓ no problems found');
    }
  }
  process.exitCode = result.problems.length ? 1 : 0;
} catch (error) {
  console.error(`The check could not run: ${error.message}`);
  process.exitCode = 2;
}
