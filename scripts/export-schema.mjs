// `npm run schema`: after a change to the CMS content model, export its GraphQL schema for the
// site's typed documents (apps/web/schema.graphql). The integration suite fails while they differ.
import path from 'node:path';
import { cmsDir, ensureCmsBuilt, ensureInstalled, log, run, webDir } from './lib/project.mjs';

await ensureInstalled(cmsDir);
await ensureCmsBuilt();
const target = path.join(webDir, 'schema.graphql');
await run(process.execPath, ['scripts/export-graphql-schema.js', target], { cwd: cmsDir, quiet: true });
log(`Wrote ${path.relative(process.cwd(), target)}`);
