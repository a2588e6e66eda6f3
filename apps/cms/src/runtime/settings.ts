/**
 * Where the CMS keeps its data and which secrets it runs with.
 *
 * DATA_DIR (default: `data/` at the repository root) holds everything a running instance writes:
 * the SQLite database, uploaded media (`public/uploads`) and, in development, the generated secrets.
 * Point DATA_DIR somewhere else to run a second instance beside the first on a fresh database.
 *
 * Secrets: in development and tests they are generated on first start and kept in
 * `$DATA_DIR/dev-secrets.json` (never committed). In production (NODE_ENV=production) every secret
 * must come from the environment; a missing secret or a well-known placeholder stops the start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_NAMES = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Values copied from tutorials and templates; a production start refuses them. */
const PLACEHOLDER_SECRETS = ['tobemodified', 'changeme', 'change-me', 'secret', 'toBeModified1,toBeModified2'];

function findAppRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@classroom/cms') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the CMS package above ${start}`);
    dir = parent;
  }
}

export const cmsRoot = findAppRoot(__dirname);
export const repoRoot = path.resolve(cmsRoot, '..', '..');

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'data'));
}

export function publicDir(): string {
  return path.join(dataDir(), 'public');
}

/** The built teachers' site that the CMS serves on the same origin: the browser's files (apps/web/build/client). */
export function siteDir(): string {
  return path.resolve(process.env.SITE_DIR || path.join(repoRoot, 'apps', 'web', 'build', 'client'));
}

/** The site's request handler (apps/web's server build, build/server/index.js), beside the site's folder unless SITE_SERVER_ENTRY says otherwise. */
export function siteServerEntry(): string {
  return path.resolve(process.env.SITE_SERVER_ENTRY || path.join(siteDir(), '..', 'server', 'index.js'));
}

/** Creates the data folder's subfolders; one that cannot be made stops the start with a clear message. */
export function ensureDataDirs(): void {
  try {
    fs.mkdirSync(path.join(publicDir(), 'uploads'), { recursive: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`The data folder ${dataDir()} cannot be used (${reason}). Set DATA_DIR to a folder this user can create and write to.`);
  }
}

function isPlaceholder(value: string): boolean {
  const lower = value.toLowerCase();
  return PLACEHOLDER_SECRETS.some((p) => lower.includes(p.toLowerCase())) || value.length < 16;
}

function generateSecret(name: SecretName): string {
  const random = () => crypto.randomBytes(24).toString('base64');
  return name === 'APP_KEYS' ? [random(), random(), random(), random()].join(',') : random();
}

/** A fresh set of every secret, as a first development start makes them: for instances that must share one set. */
export function newSecrets(): Record<SecretName, string> {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, generateSecret(name)])) as Record<SecretName, string>;
}

let cachedSecrets: Record<SecretName, string> | undefined;

/** The secrets this instance runs with, generated and persisted in development. */
export function secrets(): Record<SecretName, string> {
  if (cachedSecrets) return cachedSecrets;
  if (isProduction()) {
    const problems = SECRET_NAMES.filter((name) => !process.env[name] || isPlaceholder(process.env[name]!));
    if (problems.length) {
      throw new Error(
        `Refusing to start in production with missing or default secrets: ${problems.join(', ')}. ` +
          'Set each to a long random value (for example: openssl rand -base64 32).',
      );
    }
    cachedSecrets = Object.fromEntries(SECRET_NAMES.map((n) => [n, process.env[n]!])) as Record<SecretName, string>;
    return cachedSecrets;
  }
  ensureDataDirs();
  const file = path.join(dataDir(), 'dev-secrets.json');
  const stored: Partial<Record<SecretName, string>> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of SECRET_NAMES) {
    if (!stored[name]) {
      stored[name] = generateSecret(name);
      changed = true;
    }
  }
  if (changed) fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  cachedSecrets = Object.fromEntries(SECRET_NAMES.map((n) => [n, process.env[n] || stored[n]!])) as Record<SecretName, string>;
  return cachedSecrets;
}

/**
 * The development Super Admin's password (setup/dev-admin.ts): generated on the first
 * development start of a data folder and kept with its secrets in `dev-secrets.json`, so no two
 * data folders share one and none is published. DEV_ADMINISTRATOR_PASSWORD overrides it, for
 * instances that share one database (as they share the secrets).
 */
export function devAdministratorPassword(folder: string = dataDir()): string {
  if (process.env.DEV_ADMINISTRATOR_PASSWORD) return process.env.DEV_ADMINISTRATOR_PASSWORD;
  const file = path.join(folder, 'dev-secrets.json');
  const stored: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  if (!stored.DEV_ADMINISTRATOR_PASSWORD) {
    // Strapi's rules for an admin password: a lower-case and an upper-case letter and a digit.
    stored.DEV_ADMINISTRATOR_PASSWORD = `Dev-${crypto.randomBytes(12).toString('base64url')}-4d`;
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored.DEV_ADMINISTRATOR_PASSWORD;
}

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * How long a start waits for an unreachable database before giving up, in seconds
 * (DATABASE_START_TIMEOUT_SECONDS, default 180; see docs/outages.md).
 */
export function databaseStartTimeoutSeconds(): number {
  return seconds('DATABASE_START_TIMEOUT_SECONDS', 180);
}

/**
 * The charity's events site for the /live page (api/live-event/events-site/events-service.ts): LIVE_EVENTS_URL
 * (its base URL; `npm start` runs a local stand-in when unset), LIVE_EVENTS_CACHE_SECONDS (how
 * long an answer is reused, default 300), LIVE_EVENTS_TIMEOUT_MS (default 3000) and
 * LIVE_EVENTS_STALE_LIMIT_SECONDS (how old a copy may be answered while the site is failing,
 * default one day).
 */
export function liveEventsSettings() {
  return {
    baseUrl: process.env.LIVE_EVENTS_URL?.trim() || null,
    cacheSeconds: seconds('LIVE_EVENTS_CACHE_SECONDS', 300),
    timeoutMs: seconds('LIVE_EVENTS_TIMEOUT_MS', 3000),
    staleLimitSeconds: seconds('LIVE_EVENTS_STALE_LIMIT_SECONDS', 24 * 60 * 60),
  };
}

/**
 * The salt of the at-home link's hashids (docs/at-home-and-cpd.md). Development and tests use the
 * documented default, so a link made on one development instance decodes on another; production
 * refuses to start without its own value, as it does for the secrets above. Changing it breaks
 * every at-home link teachers have already shared.
 */
export const DEV_AT_HOME_LINK_SALT = 'orchestra-classroom-at-home-dev';

export function atHomeLinkSalt(): string {
  const value = process.env.AT_HOME_LINK_SALT;
  if (!isProduction()) return value || DEV_AT_HOME_LINK_SALT;
  if (!value || isPlaceholder(value) || value === DEV_AT_HOME_LINK_SALT) {
    throw new Error(
      'Refusing to start in production with missing or default secrets: AT_HOME_LINK_SALT. ' +
        'Set it to a long random value (for example: openssl rand -base64 32), and keep it: changing it breaks the at-home links teachers have shared.',
    );
  }
  return value;
}
