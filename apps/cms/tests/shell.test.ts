import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';

const require = createRequire(import.meta.url);
// The CommonJS graphql that Strapi itself uses: schema objects cannot cross module instances.
const { lexicographicSortSchema, printSchema } = require('graphql');
const webDir = path.resolve(__dirname, '..', '..', 'web');
const shellQuery = fs.readFileSync(path.join(webDir, 'src', 'app', 'shell.graphql'), 'utf8');

const cms = cmsForThisFile();

describe('the shell query (AudiencesAndProgrammes)', () => {
  it('answers a visitor with the four audiences, their feature boxes and the programmes', async () => {
    const { status, body } = await cms.graphql(shellQuery);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    expect(data.audiences.map((a: { slug: string }) => a.slug)).toEqual(['primary', 'secondary', 'send', 'live']);
    expect(data.programmes.length).toBeGreaterThanOrEqual(6);
    for (const programme of data.programmes) expect(['primary', 'secondary', 'send']).toContain(programme.audience.slug);
    const boxes = data.audiences.flatMap((a: { featurebox: unknown[] }) => a.featurebox);
    expect(boxes.some((box: { is_preview: boolean }) => box.is_preview)).toBe(true);
    const hasTarget = (box: { programmelink: Record<string, unknown> | null }) =>
      ['programme', 'landing_page', 'project', 'live_programme'].some((kind) => box.programmelink?.[kind]);
    expect(boxes.some((box: { programmelink: Record<string, unknown> | null }) => !hasTarget(box))).toBe(true);
    expect(data.landingPages.length).toBeGreaterThanOrEqual(1);
    expect(data.projects.length).toBeGreaterThanOrEqual(1);
    expect(data.liveProgrammes.length).toBeGreaterThanOrEqual(1);
  });

  it('answers the lapsed and the subscribing demo teachers the same way', async () => {
    const visitor = await cms.graphql(shellQuery);
    for (const [email, password] of [
      ['lapsed@example.com', 'Lapsed1'],
      ['subscriber@example.com', 'Subscriber1'],
      ['schooladmin@example.com', 'SchoolAdmin1'],
    ]) {
      const token = await login(cms.baseUrl, email, password);
      const { body } = await cms.graphql(shellQuery, {}, token);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual(visitor.body.data);
    }
  });

  it('does not show a draft that has not been published', async () => {
    await cms.strapi.documents('api::programme.programme').create({ data: { title: 'Unpublished draft', slug: 'unpublished-draft' } } as never);
    const { body } = await cms.graphql(shellQuery);
    expect(body.data.programmes.map((p: { slug: string }) => p.slug)).not.toContain('unpublished-draft');
  });
});

describe('what visitors and non-editors may not do', () => {
  const mutations = [
    'mutation { createAudience(data: { title: "Hacked", slug: "hacked" }) { documentId } }',
    'mutation { updateHomePage(data: { title: "Hacked" }) { title } }',
    'mutation { deletePrivacyPolicy { documentId } }',
    'mutation { createProgramme(data: { title: "Hacked", slug: "hacked" }) { documentId } }',
  ];

  it.each(mutations)('refuses a visitor: %s', async (mutation) => {
    const { body } = await cms.graphql(mutation);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses content mutations to logged-in teachers too', async () => {
    for (const [email, password] of [
      ['lapsed@example.com', 'Lapsed1'],
      ['subscriber@example.com', 'Subscriber1'],
    ]) {
      const token = await login(cms.baseUrl, email, password);
      for (const mutation of mutations) {
        const { body } = await cms.graphql(mutation, {}, token);
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
  });

  it.each([
    ['POST', '/api/audiences', { data: { title: 'Hacked', slug: 'hacked' } }],
    ['PUT', '/api/home-page', { data: { title: 'Hacked' } }],
    ['DELETE', '/api/terms-and-condition', undefined],
    ['GET', '/api/users', undefined],
    ['GET', '/api/users/1', undefined],
    ['GET', '/api/users-permissions/roles', undefined],
    ['POST', '/api/upload', undefined],
  ])('refuses a visitor over REST: %s %s', async (method, route, body) => {
    const response = await fetch(`${cms.baseUrl}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect([401, 403]).toContain(response.status);
  });

  it('leaves the content unchanged after those attempts', async () => {
    const { body } = await cms.graphql('{ audiences(filters: { slug: { eq: "hacked" } }) { slug } homePage { title } }');
    expect(body.data.audiences).toEqual([]);
    expect(body.data.homePage.title).not.toBe('Hacked');
  });
});

describe('the development seed', () => {
  it('adds nothing twice when it runs again, finished or interrupted', async () => {
    const { seedDemo } = require(path.resolve(__dirname, '..', 'dist', 'src', 'seed'));
    const count = async () => ({
      audiences: await cms.strapi.db.query('api::audience.audience').count(),
      programmes: await cms.strapi.db.query('api::programme.programme').count(),
      files: await cms.strapi.db.query('plugin::upload.file').count(),
      users: await cms.strapi.db.query('plugin::users-permissions.user').count(),
    });
    const before = await count();
    await seedDemo(cms.strapi); // finished: the marker makes it a no-op
    expect(await count()).toEqual(before);
    await cms.strapi.store.delete({ type: 'core', name: 'demo-seed', key: 'completed' });
    await seedDemo(cms.strapi); // interrupted: every item is found again by slug or email
    expect(await count()).toEqual(before);
  });

  it('creates the documented development admin, who can log in to the admin panel', async () => {
    const { DEV_ADMIN } = require(path.resolve(__dirname, '..', 'dist', 'src', 'setup', 'dev-admin'));
    const response = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.token).toEqual(expect.any(String));
  });

  it('gives each demo teacher the documented role', async () => {
    const roles = Object.fromEntries(
      await Promise.all(
        ['subscriber@example.com', 'lapsed@example.com', 'schooladmin@example.com'].map(async (email) => {
          const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email }, populate: ['role'] });
          return [email, user?.role?.type];
        }),
      ),
    );
    expect(roles).toEqual({
      'subscriber@example.com': 'active_subscriber',
      'lapsed@example.com': 'authenticated',
      'schooladmin@example.com': 'active_subscriber',
    });
  });
});

// Last in the file: building the schema blocks this process for seconds, long enough for the CMS to
// close an idle keep-alive connection that the next request would otherwise reuse (ECONNRESET).
describe('the GraphQL schema', () => {
  it('matches the schema the site was generated from (run `npm run schema` after a model change)', () => {
    const schema = cms.strapi.plugin('graphql').service('content-api').buildSchema();
    const live = printSchema(lexicographicSortSchema(schema)) + '\n';
    expect(live).toBe(fs.readFileSync(path.join(webDir, 'schema.graphql'), 'utf8'));
  });
});

describe('the site icon', () => {
  it('answers /favicon.ico, which browsers and the admin panel ask for, with the product icon rather than a server error', async () => {
    const response = await fetch(`${cms.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });
});
