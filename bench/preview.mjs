// Editors' preview: from the admin panel's Preview button to the draft shown on the site, in Debian's
// Chromium (docs/product.md, "Editors' admin panel"; goal: under 2 s). The demo editor asks the admin API
// for the preview address of the demo's first lesson, activity page and slideshow, as the button
// does, then opens it: in a new browser (nothing cached: the first preview of the day) and again
// in the same browser (site code cached: every preview after it). "Shown" is the page's own
// content on screen: the lesson's or activity's title, or the slideshow's first slide.
import path from 'node:path';
import { e2eDir } from '../scripts/lib/project.mjs';

const DEMO_EDITOR = { email: 'editor@example.com', password: 'EditorDemo1' };
const ROUNDS = 5;
const GOAL_MS = 2000;

/** What each preview shows once it is ready: a selector on the site's page. */
const KINDS = [
  { name: 'Lesson', uid: 'api::lesson.lesson', ready: 'main h1' },
  { name: 'Activity page', uid: 'api::activity-page.activity-page', ready: 'main h1' },
  { name: 'Activity slideshow', uid: 'api::activity-slideshow.activity-slideshow', ready: '.lesson-mode__position' },
];

async function adminToken(baseUrl) {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_EDITOR),
  });
  if (!response.ok) throw new Error(`The demo editor could not log in to the admin panel: ${response.status}`);
  return (await response.json()).data.token;
}

/** The preview address of the first document of `uid` that has one (a sub-slideshow is shown only through its slide's button, so has none). */
async function previewUrl(baseUrl, token, uid) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await (await fetch(`${baseUrl}/content-manager/collection-types/${uid}?page=1&pageSize=20&sort=id:ASC`, { headers })).json();
  for (const { documentId } of list.results ?? []) {
    const response = await fetch(`${baseUrl}/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, { headers });
    if (response.status !== 200) continue; // 204: nowhere to preview it
    // The address names the site's public URL; the benchmark's product answers on baseUrl.
    const url = new URL((await response.json()).data.url);
    return `${baseUrl}${url.pathname}${url.search}`;
  }
  throw new Error(`No ${uid} of the demo's first 20 has a preview`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeToShown(context, url, ready) {
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - start;
  await page.close();
  return ms;
}

export const previewBenchmark = {
  title: "Editors' preview",
  async run({ baseUrl, log }) {
    const { chromium } = await import(path.join(e2eDir, 'node_modules', 'playwright', 'index.mjs'));
    const token = await adminToken(baseUrl);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const rows = [];
    try {
      for (const kind of KINDS) {
        const url = await previewUrl(baseUrl, token, kind.uid);
        const cold = [];
        const warm = [];
        for (let round = 0; round < ROUNDS; round++) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          cold.push(await timeToShown(context, url, kind.ready));
          warm.push(await timeToShown(context, url, kind.ready));
          await context.close();
        }
        log(`${kind.name}: new browser ${median(cold)} ms, cached ${median(warm)} ms (medians)`);
        rows.push({ kind: kind.name, cold, warm });
      }
    } finally {
      await browser.close();
    }
    return [
      `## ${this.title}`,
      '',
      `The demo editor opens the preview of the demo's first lesson, activity page and slideshow (of an activity) at 1440×900, as the admin panel's Preview button does (the address from the admin API, drafts included), ${ROUNDS} times each: in a new browser (nothing cached) and then again in the same browser (the site's code cached). Timed from navigation to the page's content on screen (the title; for a slideshow, its first slide in lesson mode). Goal: under ${GOAL_MS / 1000} s.`,
      '',
      '| Preview | New browser median (ms) | max (ms) | Cached median (ms) | max (ms) |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.kind} | ${median(r.cold)} | ${Math.max(...r.cold)} | ${median(r.warm)} | ${Math.max(...r.warm)} |`),
      '',
    ].join('\n');
  },
};
