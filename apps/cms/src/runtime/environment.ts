/**
 * The product's own settings read from the environment (README, "Settings"), each with its type
 * and default. A start with a value that does not make sense stops with a message naming every
 * such variable (checkEnvironment, called first thing in register), rather than running on a
 * silently different value. Strapi's own settings (config/*.ts) are read by Strapi's env helper.
 */
import os from 'node:os';
import { z } from 'zod';

/** An unset or blank variable takes its default. */
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const wholeNumber = (fallback: number, min: number) => z.preprocess(unsetIfBlank, z.coerce.number().int().min(min).default(fallback));
const webAddress = z.preprocess(unsetIfBlank, z.url({ protocol: /^https?$/ }).optional());
const redisAddress = z.preprocess(unsetIfBlank, z.url({ protocol: /^rediss?$/ }).optional());
/** Strapi's own rules for an admin password (@strapi/admin's password validator), checked before the user exists. */
const adminPassword = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .min(8, 'at least 8 characters')
    .refine((value) => Buffer.byteLength(value) <= 72, 'at most 72 bytes')
    .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), 'a lower-case letter, an upper-case letter and a digit')
    .optional(),
);
const stripePriceId = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'a Stripe price id (price_...)')
    .optional(),
);
const switchedOnUnlessFalse = z.preprocess(unsetIfBlank, z.enum(['true', 'false']).default('true')).transform((value) => value === 'true');

const SETTINGS = {
  /** Days of a new account's free trial. */
  TRIAL_DAYS: wholeNumber(30, 0),
  /** How long a password reset link works. */
  RESET_CODE_LIFETIME_MINUTES: wholeNumber(60, 1),
  /** How long a visitor's catalogue answer is reused; 0 turns the response cache off. */
  GRAPHQL_CACHE_SECONDS: wholeNumber(300, 0),
  /** While a save waits or is worked on, how many API requests one CMS process works on at once (at least); the rest wait in turn, saves first (runtime/admission.ts). 0 turns it off. */
  API_CONCURRENT_REQUESTS: wholeNumber(2, 0),
  /** The most fields one GraphQL answer may resolve. */
  GRAPHQL_MAX_RESOLVED_FIELDS: wholeNumber(100_000, 1),
  /** How long a page request waits for its first view's data; 0 turns first views off. */
  FIRST_VIEW_TIMEOUT_MS: wholeNumber(1000, 0),
  /** The site's public address, used in the links of account emails. */
  SITE_URL: webAddress,
  /**
   * The first Super Admin of a production database (setup/first-administrator.ts): created from
   * these on the first start, with a password to be changed at the first login. Unused afterwards.
   */
  ADMIN_EMAIL: z.preprocess(unsetIfBlank, z.email().optional()),
  ADMIN_INITIAL_PASSWORD: adminPassword,
  /** The charity's events site. */
  LIVE_EVENTS_URL: webAddress,
  /** Development starts: seed the demo accounts and content, and the demo catalogue with them. */
  SEED_DEMO: switchedOnUnlessFalse,
  SEED_DEMO_CATALOGUE: switchedOnUnlessFalse,
  /** How many CMS processes share the port (apps/cms/scripts/serve.js); unset: see cmsProcesses. */
  CMS_PROCESSES: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(64).optional()),
  /** The Redis that several CMS instances share (runtime/shared-state.ts); unset: everything stays in this process's memory. */
  REDIS_URL: redisAddress,
  /** Put before every Redis key and channel name, so several products (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only')
      .default('classroom:'),
  ),
  /**
   * Stripe (api/billing; docs/deploy.md, "Payments"): the secret key, the webhook endpoint's signing
   * secret and the price ids. Without the key, pages offer "email us" instead of paying online.
   */
  STRIPE_SECRET_KEY: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_live_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, "the webhook endpoint's signing secret (whsec_...)")
      .optional(),
  ),
  /** Another address for Stripe's API (the development stand-in); unset: Stripe's own. */
  STRIPE_API_URL: webAddress,
  STRIPE_PRICE_TEACHER_YEARLY: stripePriceId,
  STRIPE_PRICE_SCHOOL_SMALL: stripePriceId,
  STRIPE_PRICE_SCHOOL_MEDIUM: stripePriceId,
  STRIPE_PRICE_SCHOOL_LARGE: stripePriceId,
  /**
   * Signing in with Google and with Microsoft (api/sign-in; docs/deploy.md, "Signing in with Google
   * and Microsoft"): each provider's OAuth client. Without a client id its button does not show.
   */
  GOOGLE_CLIENT_ID: z.preprocess(unsetIfBlank, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(unsetIfBlank, z.string().optional()),
  /** Another issuer for Google (the development stand-in); unset: https://accounts.google.com. */
  GOOGLE_ISSUER: webAddress,
  MICROSOFT_CLIENT_ID: z.preprocess(unsetIfBlank, z.string().optional()),
  MICROSOFT_CLIENT_SECRET: z.preprocess(unsetIfBlank, z.string().optional()),
  /** The Microsoft Entra tenant (directory) teachers sign in from: its id or domain, never common/organizations/consumers. */
  MICROSOFT_TENANT: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,100}$/, 'a tenant id (a GUID) or domain')
      .refine((tenant) => !['common', 'organizations', 'consumers'].includes(tenant.toLowerCase()), {
        message: "one tenant's id or domain: common, organizations and consumers have no single issuer to check tokens against",
      })
      .optional(),
  ),
  /** Another address for Microsoft's sign-in (the development stand-in); unset: https://login.microsoftonline.com. */
  MICROSOFT_AUTHORITY: webAddress,
  /** Days a teacher whose renewal payment failed keeps access while they put it right. */
  PAYMENT_GRACE_DAYS: wholeNumber(14, 0),
  /** Days after an unpaid school invoice's due date that the school keeps access (api/school-invoice). */
  SCHOOL_INVOICE_GRACE_DAYS: wholeNumber(30, 0),
  /** The bucket that holds the uploads (files/object-storage.ts); unset: they stay in DATA_DIR/public/uploads. */
  S3_BUCKET: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
      .optional(),
  ),
  /** An S3-compatible server's address (MinIO, Ceph...); unset: Amazon S3 in S3_REGION. */
  S3_ENDPOINT: webAddress,
  S3_REGION: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'a region name such as eu-west-2')
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(unsetIfBlank, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetIfBlank, z.string().optional()),
  /** The bucket in the path rather than the host name; unset: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z
    .preprocess(unsetIfBlank, z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** A folder of the bucket for the uploads, so several deployments can share one bucket. */
  S3_PREFIX: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'a folder name: letters, digits, _ . - and /')
      .optional(),
  ),
};

export type SettingName = keyof typeof SETTINGS;
type Env = Record<string, string | undefined>;

/** A setting's value in `env` (by default the process's environment); throws when it does not make sense. */
export function setting<N extends SettingName>(name: N, env: Env = process.env): z.output<(typeof SETTINGS)[N]> {
  return SETTINGS[name].parse(env[name]) as z.output<(typeof SETTINGS)[N]>;
}

const isSet = (value: string | undefined) => Boolean(value?.trim());

/**
 * How many CMS processes to run: CMS_PROCESSES when set. Unset, development runs one, and
 * production one per core when PostgreSQL and Redis are configured (several processes need both),
 * otherwise one: the embedded default (SQLite, memory) stays a single process.
 */
export function cmsProcesses(env: Env = process.env): number {
  const asked = setting('CMS_PROCESSES', env);
  if (asked !== undefined) return asked;
  if (env.NODE_ENV !== 'production' || !isSet(env.DATABASE_URL) || !isSet(env.REDIS_URL)) return 1;
  return os.availableParallelism();
}

/** What more than one process needs and `env` lacks (several processes share one database and one Redis). */
function missingForSeveralProcesses(env: Env): string[] {
  const asked = SETTINGS.CMS_PROCESSES.safeParse(env.CMS_PROCESSES);
  if (!asked.success || (asked.data ?? 1) <= 1) return [];
  const missing = [
    ...(isSet(env.DATABASE_URL) ? [] : ["DATABASE_URL (a PostgreSQL database: SQLite is one process's file)"]),
    ...(isSet(env.REDIS_URL) ? [] : ["REDIS_URL (a Redis, which shares the caches' invalidations and the login throttles)"]),
  ];
  return missing.length
    ? [`CMS_PROCESSES: ${asked.data} processes need ${missing.join(' and ')}; set ${missing.length > 1 ? 'them' : 'it'}, or CMS_PROCESSES=1`]
    : [];
}

/** S3 settings that cannot work together: a part without the bucket, a key without its secret. */
function incompleteObjectStorage(env: Env): string[] {
  const problems: string[] = [];
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'].filter((name) => isSet(env[name]));
  if (!isSet(env.S3_BUCKET) && others.length)
    problems.push(
      `S3_BUCKET: unset, while ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set; set it to store uploads in that bucket, or unset them`,
    );
  if (isSet(env.S3_ACCESS_KEY_ID) !== isSet(env.S3_SECRET_ACCESS_KEY))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (to use the machine's own AWS credentials)");
  return problems;
}

/** The development stand-in's keys start with these (scripts/lib/stripe-stand-in.mjs); production refuses them. */
export const STAND_IN_KEY_PREFIXES = { STRIPE_SECRET_KEY: 'sk_test_standin_', STRIPE_WEBHOOK_SECRET: 'whsec_standin_' } as const;

/** Stripe settings that cannot work together: a key without its webhook secret or teacher price, a stand-in key in production. */
function incompleteStripe(env: Env): string[] {
  const problems: string[] = [];
  if (isSet(env.STRIPE_SECRET_KEY)) {
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_TEACHER_YEARLY'])
      if (!isSet(env[name])) problems.push(`${name}: unset, while STRIPE_SECRET_KEY is set; payments need both (docs/deploy.md, "Payments")`);
  }
  if (env.NODE_ENV === 'production') {
    for (const [name, prefix] of Object.entries(STAND_IN_KEY_PREFIXES))
      if (env[name]?.trim().startsWith(prefix)) problems.push(`${name}: the development stand-in's value; set the one from Stripe's dashboard`);
  }
  return problems;
}

/** The development stand-in's client ids start with this (scripts/lib/oidc-stand-in.mjs); production refuses them. */
export const STAND_IN_CLIENT_PREFIX = 'standin-';

/** Sign-in settings that cannot work together: a client id without its secret (or Microsoft's tenant), a stand-in client in production. */
function incompleteSignIn(env: Env): string[] {
  const problems: string[] = [];
  const needs = { GOOGLE: ['GOOGLE_CLIENT_SECRET'], MICROSOFT: ['MICROSOFT_CLIENT_SECRET', 'MICROSOFT_TENANT'] };
  for (const [provider, names] of Object.entries(needs)) {
    const id = `${provider}_CLIENT_ID`;
    for (const name of names) {
      if (isSet(env[id]) && !isSet(env[name])) problems.push(`${name}: unset, while ${id} is set; signing in needs both (docs/deploy.md)`);
      if (!isSet(env[id]) && isSet(env[name])) problems.push(`${id}: unset, while ${name} is set; set it, or unset ${name}`);
    }
    if (env.NODE_ENV === 'production' && env[id]?.trim().startsWith(STAND_IN_CLIENT_PREFIX))
      problems.push(`${id}: the development stand-in's client; set the one from ${provider === 'GOOGLE' ? "Google Cloud's" : "Microsoft Entra's"} console`);
  }
  return problems;
}

/** Settings whose value is never printed: a Redis address can hold its password. */
const SECRET_SETTINGS = new Set<SettingName>([
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'ADMIN_INITIAL_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
]);

/**
 * What a production database without any administrator lacks to get its first one: both settings,
 * checked once the database is read (setup/first-administrator.ts), reported as checkEnvironment does.
 */
export function checkFirstAdministratorSettings(env: Env = process.env): void {
  const missing = (['ADMIN_EMAIL', 'ADMIN_INITIAL_PASSWORD'] as const).filter((name) => !isSet(env[name]));
  if (missing.length === 0) return;
  throw new Error(
    `Refusing to start in production: the database has no administrator, and the settings that create the first one are unset:\n  ` +
      missing.map((name) => `${name}: ${FIRST_ADMINISTRATOR_HELP[name]}`).join('\n  '),
  );
}

const FIRST_ADMINISTRATOR_HELP = {
  ADMIN_EMAIL: "the first Super Admin's email address (their login)",
  ADMIN_INITIAL_PASSWORD:
    'their one-time password, changed at their first login (8 characters or more, with a lower-case letter, an upper-case letter and a digit)',
};

/** Every setting that does not make sense, as 'NAME: what is wrong (got "value")'. */
export function environmentProblems(env: Env = process.env): string[] {
  const problems = (Object.keys(SETTINGS) as SettingName[]).flatMap((name) => {
    const result = SETTINGS[name].safeParse(env[name]);
    // A Redis address can hold its password: never printed.
    const got = SECRET_SETTINGS.has(name) ? 'value not shown' : `got "${env[name]}"`;
    return result.success ? [] : [`${name}: ${result.error.issues.map((issue) => issue.message).join('; ')} (${got})`];
  });
  return [...problems, ...missingForSeveralProcesses(env), ...incompleteObjectStorage(env), ...incompleteStripe(env), ...incompleteSignIn(env)];
}

export function checkEnvironment(env: Env = process.env): void {
  const problems = environmentProblems(env);
  if (problems.length) throw new Error(`These settings do not make sense; fix or unset them:\n  ${problems.join('\n  ')}`);
}

/** The site's address for links in emails (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (setting('SITE_URL') ?? `http://localhost:${process.env.PORT || 8080}`).replace(/\/+$/, '');
}
