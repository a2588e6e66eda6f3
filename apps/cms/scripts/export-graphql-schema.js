// Prints the CMS's GraphQL schema (SDL) to the file given as argument, for the site's typed
// documents. Loads the built CMS on a throw-away data folder; nothing is served or seeded.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node scripts/export-graphql-schema.js <schema.graphql>');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schema-'));
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = 'false';
  process.env.NODE_ENV = process.env.NODE_ENV || 'development';
  const { createStrapi } = require('@strapi/strapi');
  const { printSchema, lexicographicSortSchema } = require('graphql');
  const appDir = path.resolve(__dirname, '..');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.log.level = 'error';
  try {
    const schema = strapi.plugin('graphql').service('content-api').buildSchema();
    fs.writeFileSync(target, printSchema(lexicographicSortSchema(schema)) + '\n');
  } finally {
    await strapi.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
