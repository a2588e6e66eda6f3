// What the benchmarks need from a running product: a demo subscriber's login, the demo lesson with
// the most slides, and the site's own GraphQL operations (read from its .graphql files, with the
// fragments each uses), so the benchmarks send exactly what the pages send.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { webDir } from '../scripts/lib/project.mjs';

export const DEMO_SUBSCRIBER = { identifier: 'subscriber@example.com', password: 'Subscriber1' };

export async function login(baseUrl, credentials = DEMO_SUBSCRIBER) {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  return response.json();
}

/** Keeps a login in a Playwright page as the site keeps it (local storage), from a page that runs none of the site's code. */
export async function keepLogin(page, baseUrl, { jwt, user }) {
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(
    ([token, who]) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('user', JSON.stringify(who));
    },
    [jwt, { id: user.id, email: user.email, username: user.username }],
  );
}

export async function graphql(baseUrl, query, variables = {}, jwt) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const INCLUDE = ['Image', 'Audio', 'Video', 'TwoVideos', 'AudioAndImage', 'Flipcards', 'Audiocards', 'TwoColumns', 'SubSlideButtons', 'All']
  .map((name) => `... on ComponentSlide${name} { include_in_lesson }`)
  .join(' ');

/** The demo lesson with the most slides in lesson mode: its id, path and its activities' slide counts. */
export async function biggestLesson(baseUrl, jwt) {
  const data = await graphql(
    baseUrl,
    `{ lessons(pagination: { limit: 500 }) { documentId scheme { documentId programme { slug audience { slug } } }
      activities { section_divider activity { documentId activity_slideshow { slides { __typename ${INCLUDE} } } } } } }`,
    {},
    jwt,
  );
  const lessons = data.lessons
    .filter((lesson) => lesson.scheme?.programme?.audience)
    .map((lesson) => {
      const activities = lesson.activities
        .filter((entry) => !entry.section_divider && entry.activity)
        .map((entry) => ({
          id: entry.activity.documentId,
          slides: (entry.activity.activity_slideshow?.slides ?? []).filter((s) => s && s.include_in_lesson !== false).length,
        }))
        .filter((activity) => activity.slides > 0);
      const { programme } = lesson.scheme;
      return {
        id: lesson.documentId,
        path: `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`,
        activities,
      };
    });
  return lessons.sort((a, b) => b.activities.reduce((n, x) => n + x.slides, 0) - a.activities.reduce((n, x) => n + x.slides, 0))[0];
}

function graphqlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** The text of one of the site's operations, with every fragment it uses. */
export function siteOperation(name) {
  const { parse, print, visit } = createRequire(path.join(webDir, 'package.json'))('graphql');
  const definitions = graphqlFiles(path.join(webDir, 'src')).flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
  const operation = definitions.find((d) => d.kind === 'OperationDefinition' && d.name?.value === name);
  if (!operation) throw new Error(`The site has no GraphQL operation named ${name}`);
  const fragments = new Map(definitions.filter((d) => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  const needed = new Set();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        if (needed.has(spread.name.value)) return;
        needed.add(spread.name.value);
        collect(fragments.get(spread.name.value));
      },
    });
  collect(operation);
  return [operation, ...[...needed].map((fragment) => fragments.get(fragment))].map(print).join('\n\n');
}
