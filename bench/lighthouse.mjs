// Pages: Lighthouse (mobile preset, its default throttling) driving Debian's
// Chromium, on the home page, a programme page, an activity page and a slide, the last two as a
// subscriber. Goals: performance ≥ 95, accessibility 100, best practices ≥ 95, LCP under 1.5 s,
// CLS under 0.05.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../scripts/lib/project.mjs';
import { biggestLesson, graphql, login } from './demo.mjs';

const benchRequire = createRequire(path.join(root, 'bench', 'package.json'));

export async function audit(page, url) {
  const { default: lighthouse } = await import(benchRequire.resolve('lighthouse'));
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'] },
    undefined,
    page,
  );
  const { categories, audits } = result.lhr;
  const failing = (category) =>
    categories[category].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => ref.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    notes: [...failing('accessibility'), ...failing('best-practices')],
  };
}

/** The pages measured: home and a programme as a visitor, an activity and its slides as a subscriber. */
export async function benchPages(baseUrl) {
  const session = await login(baseUrl);
  session.roleType = (await graphql(baseUrl, '{ me { role { type } } }', {}, session.jwt)).me?.role?.type;
  const lesson = await biggestLesson(baseUrl, session.jwt);
  const activity = lesson.activities[0].id;
  const programmePath = lesson.path.split('/unit/')[0];
  return {
    session,
    pages: [
      { name: 'home', path: '/', subscriber: false },
      { name: 'programme', path: programmePath, subscriber: false },
      { name: 'activity (subscriber)', path: `${lesson.path}/activity/${activity}`, subscriber: true },
      { name: 'slide (subscriber)', path: `${lesson.path}/activity/${activity}/slides`, subscriber: true },
    ],
  };
}

/** A new tab on the site holding the given login (as the site keeps it: local storage and its cookie), or none. */
export async function pageWithSession(browser, baseUrl, session) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(
    (token, who, role) => {
      localStorage.clear();
      if (token) {
        localStorage.setItem('auth', token);
        localStorage.setItem('user', JSON.stringify(who));
        // The site stores the role once it has read it (SessionProvider), on the visit that logged in.
        if (role) localStorage.setItem('role', role);
      }
    },
    session?.jwt ?? '',
    session ? { id: session.user.id, email: session.user.email, username: session.user.username } : {},
    session?.roleType ?? '',
  );
  // The site keeps the login in a cookie too (apps/web lib/graphql.ts), which page requests carry.
  const cookie = { name: 'classroom_auth', url: baseUrl };
  if (session) await page.setCookie({ ...cookie, value: session.jwt, sameSite: 'Strict' });
  else await page.deleteCookie(cookie);
  return page;
}

export const lighthouseBenchmark = {
  title: 'Pages (Lighthouse, mobile)',
  async run({ baseUrl, log }) {
    const { default: puppeteer } = await import(benchRequire.resolve('puppeteer-core'));
    const { session, pages } = await benchPages(baseUrl);
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const rows = [];
    try {
      for (const target of pages) {
        log(`  ${target.name}: ${target.path}`);
        const page = await pageWithSession(browser, baseUrl, target.subscriber ? session : undefined);
        rows.push({ ...target, ...(await audit(page, `${baseUrl}${target.path}`)) });
        await page.close();
      }
    } finally {
      await browser.close();
    }
    return [
      `## ${this.title}`,
      '',
      "Lighthouse 12 from npm, mobile preset with its default simulated throttling, driving Debian's Chromium; the activity and slide pages as a logged-in subscriber. The pages are measured in this order in one browser that keeps its HTTP cache (Lighthouse's storage reset would also clear the login), so after the home page the site's shared JavaScript comes from the cache, as for a teacher moving through the site; `bench/lighthouse-diagnose.mjs` measures one page with a cold cache. Goals: performance ≥ 95, accessibility 100, best practices ≥ 95, LCP < 1.5 s, CLS < 0.05.",
      '',
      '| Page | Performance | Accessibility | Best practices | LCP (s) | CLS | Audits not passed (accessibility, best practices) |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} (${r.path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.notes.join(', ') || 'none'} |`,
      ),
      '',
    ].join('\n');
  },
};
