/** The product's settings from the environment (src/runtime/environment.ts). */
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { checkEnvironment, cmsProcesses, environmentProblems, setting } from '../src/runtime/environment';
import { objectStorage, uploadPluginConfig } from '../src/files/object-storage';

describe('settings from the environment', () => {
  it('take their defaults when unset or blank', () => {
    expect(setting('TRIAL_DAYS', {})).toBe(30);
    expect(setting('TRIAL_DAYS', { TRIAL_DAYS: ' ' })).toBe(30);
    expect(setting('FIRST_VIEW_TIMEOUT_MS', {})).toBe(1000);
    expect(setting('SEED_DEMO', {})).toBe(true);
    expect(setting('SITE_URL', {})).toBeUndefined();
    expect(environmentProblems({})).toEqual([]);
  });

  it('Stripe: a key needs its webhook secret and teacher price; production refuses the stand-in keys; secrets are never printed', () => {
    expect(setting('PAYMENT_GRACE_DAYS', {})).toBe(14);
    const keyAlone = environmentProblems({ STRIPE_SECRET_KEY: 'sk_live_abc123' });
    expect(keyAlone).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: unset/), expect.stringMatching(/^STRIPE_PRICE_TEACHER_YEARLY: unset/)]);
    const standIn = { STRIPE_SECRET_KEY: 'sk_test_standin_0a1b2c', STRIPE_WEBHOOK_SECRET: 'whsec_standin_9f8e', STRIPE_PRICE_TEACHER_YEARLY: 'price_1' };
    expect(environmentProblems(standIn)).toEqual([]);
    const production = environmentProblems({ ...standIn, NODE_ENV: 'production' });
    expect(production).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: the development stand-in/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: the development stand-in/),
    ]);
    const wrong = environmentProblems({ STRIPE_SECRET_KEY: 'pk_live_publishable', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_PRICE_TEACHER_YEARLY: 'prod_1' });
    expect(wrong.join('\n')).not.toMatch(/pk_live_publishable|"secret"/);
    expect(wrong.some((problem) => problem.startsWith('STRIPE_PRICE_TEACHER_YEARLY: a Stripe price id'))).toBe(true);
  });

  it('Google and Microsoft sign-in: an id needs its secret (and the tenant); one tenant only; production refuses the stand-in clients', () => {
    expect(environmentProblems({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' })).toEqual([expect.stringMatching(/^GOOGLE_CLIENT_SECRET: unset/)]);
    expect(environmentProblems({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'shh' })).toEqual([expect.stringMatching(/^MICROSOFT_TENANT: unset/)]);
    expect(environmentProblems({ MICROSOFT_CLIENT_SECRET: 'shh' })).toEqual([expect.stringMatching(/^MICROSOFT_CLIENT_ID: unset/)]);
    const common = environmentProblems({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'shh', MICROSOFT_TENANT: 'common' });
    expect(common).toEqual([expect.stringMatching(/^MICROSOFT_TENANT: one tenant's id or domain/)]);
    const standIn = {
      GOOGLE_CLIENT_ID: 'standin-google-client',
      GOOGLE_CLIENT_SECRET: 'google-s3cret-value',
      MICROSOFT_CLIENT_ID: 'standin-microsoft-client',
      MICROSOFT_CLIENT_SECRET: 'microsoft-s3cret-value',
      MICROSOFT_TENANT: '9188040d-6c67-4c5b-b112-36a304b66dad',
    };
    expect(environmentProblems(standIn)).toEqual([]);
    const production = environmentProblems({ ...standIn, NODE_ENV: 'production' });
    expect(production).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_ID: the development stand-in's client/),
      expect.stringMatching(/^MICROSOFT_CLIENT_ID: the development stand-in's client/),
    ]);
    expect(production.join('\n')).not.toMatch(/s3cret/);
  });

  it('read what is set', () => {
    expect(setting('TRIAL_DAYS', { TRIAL_DAYS: '14' })).toBe(14);
    expect(setting('GRAPHQL_CACHE_SECONDS', { GRAPHQL_CACHE_SECONDS: '0' })).toBe(0);
    expect(setting('SEED_DEMO_CATALOGUE', { SEED_DEMO_CATALOGUE: 'false' })).toBe(false);
    expect(setting('SITE_URL', { SITE_URL: 'https://classroom.example.org' })).toBe('https://classroom.example.org');
  });

  it('stop the start with every value that does not make sense, named', () => {
    const env = { TRIAL_DAYS: 'thirty', FIRST_VIEW_TIMEOUT_MS: '-5', SITE_URL: 'classroom.example.org', SEED_DEMO: 'no', RESET_CODE_LIFETIME_MINUTES: '1.5' };
    const problems = environmentProblems(env);
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'FIRST_VIEW_TIMEOUT_MS',
      'RESET_CODE_LIFETIME_MINUTES',
      'SEED_DEMO',
      'SITE_URL',
      'TRIAL_DAYS',
    ]);
    expect(problems.find((problem) => problem.startsWith('TRIAL_DAYS'))).toContain('(got "thirty")');
    expect(() => checkEnvironment(env)).toThrow(/These settings do not make sense[\s\S]*TRIAL_DAYS/);
    expect(() => checkEnvironment({ TRIAL_DAYS: '7' })).not.toThrow();
  });

  it('run one process unless told otherwise, one per core in production with PostgreSQL and Redis', () => {
    const shared = { DATABASE_URL: 'postgres://cms@db.internal/classroom', REDIS_URL: 'redis://cache.internal:6379' };
    expect(cmsProcesses({})).toBe(1);
    expect(cmsProcesses({ NODE_ENV: 'development', ...shared })).toBe(1);
    expect(cmsProcesses({ NODE_ENV: 'production' })).toBe(1);
    expect(cmsProcesses({ NODE_ENV: 'production', ...shared })).toBe(os.availableParallelism());
    expect(cmsProcesses({ NODE_ENV: 'production', ...shared, CMS_PROCESSES: '3' })).toBe(3);
    expect(cmsProcesses({ CMS_PROCESSES: '1' })).toBe(1);
  });

  it('refuse several processes without PostgreSQL and Redis, naming what is missing', () => {
    const withoutRedis = environmentProblems({ CMS_PROCESSES: '2', DATABASE_URL: 'postgres://cms@db.internal/classroom' });
    expect(withoutRedis).toEqual([expect.stringMatching(/^CMS_PROCESSES: 2 processes need REDIS_URL .*; set it, or CMS_PROCESSES=1$/)]);
    expect(environmentProblems({ CMS_PROCESSES: '4' })).toEqual([expect.stringMatching(/need DATABASE_URL \(a PostgreSQL database.* and REDIS_URL/)]);
    expect(() => checkEnvironment({ CMS_PROCESSES: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/CMS_PROCESSES: 2 processes need DATABASE_URL/);
    expect(environmentProblems({ CMS_PROCESSES: '2', DATABASE_URL: 'postgres://x@y/z', REDIS_URL: 'redis://127.0.0.1:6379/3' })).toEqual([]);
    expect(environmentProblems({ CMS_PROCESSES: '1' })).toEqual([]);
  });

  it('refuse a process count or Redis address that does not make sense, without printing the address', () => {
    expect(environmentProblems({ CMS_PROCESSES: 'two' }).map((problem) => problem.split(':')[0])).toEqual(['CMS_PROCESSES']);
    expect(environmentProblems({ CMS_PROCESSES: '0' }).map((problem) => problem.split(':')[0])).toEqual(['CMS_PROCESSES']);
    const [problem] = environmentProblems({ REDIS_URL: 'http://:hunter2@cache.internal' });
    expect(problem).toMatch(/^REDIS_URL: .*\(value not shown\)$/);
    expect(problem).not.toContain('hunter2');
    expect(setting('REDIS_KEY_PREFIX', {})).toBe('classroom:');
    expect(environmentProblems({ REDIS_KEY_PREFIX: 'has spaces' }).map((p) => p.split(':')[0])).toEqual(['REDIS_KEY_PREFIX']);
  });

  it("keep uploads in the data folder unless S3_BUCKET is set, and then use Strapi's S3 provider with /uploads addresses", () => {
    expect(objectStorage({})).toBeUndefined();
    expect(uploadPluginConfig({})).toEqual({});
    const minio = {
      S3_BUCKET: 'classroom-uploads',
      S3_ENDPOINT: 'http://s3:9000',
      S3_ACCESS_KEY_ID: 'classroom',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
      S3_PREFIX: 'school-a/',
    };
    expect(environmentProblems(minio)).toEqual([]);
    const storage = objectStorage(minio)!;
    expect(storage).toMatchObject({ bucket: 'classroom-uploads', prefix: 'school-a/' });
    expect(storage.clientConfig).toMatchObject({
      endpoint: 'http://s3:9000',
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'classroom' },
    });
    expect(uploadPluginConfig(minio)).toMatchObject({
      config: {
        provider: 'aws-s3',
        providerOptions: { baseUrl: '/uploads', rootPath: 'school-a', s3Options: { params: { Bucket: 'classroom-uploads', ACL: undefined } } },
      },
    });
    // Amazon S3 with the machine's own credentials: no endpoint, virtual-hosted addresses, no key.
    const aws = objectStorage({ S3_BUCKET: 'classroom-uploads', S3_REGION: 'eu-west-2' })!;
    expect(aws.prefix).toBe('');
    expect(aws.clientConfig).toMatchObject({ region: 'eu-west-2', forcePathStyle: false });
    expect(aws.clientConfig.credentials).toBeUndefined();
  });

  it('refuse S3 settings that cannot work, without printing the secret', () => {
    const names = (env: Record<string, string>) => environmentProblems(env).map((problem) => problem.split(':')[0]);
    expect(names({ S3_ENDPOINT: 'http://s3:9000' })).toEqual(['S3_BUCKET']);
    expect(names({ S3_BUCKET: 'Not_A_Bucket' })).toEqual(['S3_BUCKET']);
    expect(names({ S3_BUCKET: 'uploads', S3_ENDPOINT: 's3:9000' })).toEqual(['S3_ENDPOINT']);
    expect(names({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'classroom' })).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY']);
    expect(names({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toEqual(['S3_FORCE_PATH_STYLE']);
    const problems = environmentProblems({ S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    expect(problems.join('\n')).not.toContain('hunter2');
    // A start with such settings keeps Strapi's local provider until checkEnvironment stops it.
    expect(uploadPluginConfig({ S3_BUCKET: 'Not_A_Bucket' })).toEqual({});
  });
});
