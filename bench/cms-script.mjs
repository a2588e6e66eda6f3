// What the benchmarks' data scripts share: running one against a data folder in a process of its own
// (it loads the CMS there and prints one JSON line last), loading the CMS in that process, and adding
// the subscribing teachers the grown demos are made of.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir, root } from '../scripts/lib/project.mjs';

/** Runs bench/<script> on `dataDir` from the CMS's folder; answers the JSON of the last line it prints. */
export function runCmsScript(script, { dataDir, args = [], nodeOptions = [], what = script }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, path.join(root, 'bench', script), ...args.map(String)], {
      cwd: cmsDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`${what} stopped with code ${code}`))));
  });
}

/** The CMS loaded in this process on DATA_DIR (not listening), logging errors only; `strapi.destroy()` when done. */
export async function loadCms() {
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  strapi.log.level = 'error';
  return strapi;
}

/** A teacher with a year's paid subscription, `growth-<scale>-<n>@example.com` (password GrowthTeacher1). */
export async function addSubscribingTeacher(strapi, { scale, n, note }) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'active_subscriber' } });
  const email = `growth-${scale}-${n}@example.com`;
  const user = await strapi
    .plugin('users-permissions')
    .service('user')
    .add({ username: email, email, password: 'GrowthTeacher1', provider: 'local', confirmed: true, blocked: false, role: role.id });
  await strapi.db.query('api::subscription.subscription').create({
    data: {
      user: user.id,
      kind: 'paid',
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      note,
    },
  });
  return { id: user.id, email };
}
