// Why a page's LCP is what it is: runs Lighthouse (mobile, as bench/lighthouse.mjs does) once on one
// page of a running product and prints the scores, the LCP element, LCP's phases and every network
// request with its observed start and end. Not part of `npm run bench`; for looking into a figure.
//   node bench/lighthouse-diagnose.mjs http://localhost:8080 home|programme|activity|slide [--applied]
// --applied throttles the network and CPU for real (Lighthouse's 'devtools' method) instead of
// simulating from an unthrottled load, to check a simulated figure against a measured one.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../scripts/lib/project.mjs';
import { benchPages, pageWithSession } from './lighthouse.mjs';

const benchRequire = createRequire(path.join(root, 'bench', 'package.json'));
const applied = process.argv.includes('--applied');
const [baseUrl, which = 'home'] = process.argv.slice(2).filter((arg) => arg !== '--applied');
if (!baseUrl) throw new Error('Usage: node bench/lighthouse-diagnose.mjs <base url> [home|programme|activity|slide]');

const { default: puppeteer } = await import(benchRequire.resolve('puppeteer-core'));
const { default: lighthouse } = await import(benchRequire.resolve('lighthouse'));
const { session, pages } = await benchPages(baseUrl);
const target = pages.find((page) => page.name.startsWith(which));
if (!target) throw new Error(`Choose one of ${pages.map((page) => page.name.split(' ')[0]).join(', ')}`);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await pageWithSession(browser, baseUrl, target.subscriber ? session : undefined);
  const { lhr } = await lighthouse(
    `${baseUrl}${target.path}`,
    { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'], ...(applied ? { throttlingMethod: 'devtools' } : {}) },
    undefined,
    page,
  );
  const audits = lhr.audits;
  const ms = (id) => Math.round(audits[id].numericValue);
  console.log(`${which} ${target.path}${applied ? ' (applied throttling)' : ''}`);
  console.log(
    `performance ${Math.round(lhr.categories.performance.score * 100)}, LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  );
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  console.log(
    `observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, DOM loaded ${observed.observedDomContentLoaded} ms`,
  );
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  console.log(`LCP element: ${element?.items?.[0]?.node?.selector ?? 'unknown'}`);
  console.log(`LCP phases: ${(phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ')}`);
  for (const shift of audits['layout-shifts']?.details?.items ?? []) {
    console.log(`Layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? 'unknown'} (${shift.node?.snippet ?? ''})`);
  }
  console.log('Requests (observed, unthrottled: start ms, end ms, bytes, type, address):');
  for (const request of audits['network-requests'].details.items) {
    console.log(
      `  ${String(Math.round(request.networkRequestTime)).padStart(6)} ${String(Math.round(request.networkEndTime)).padStart(6)} ${String(request.transferSize).padStart(7)} ${request.resourceType} ${request.url.replace(baseUrl, '')}`,
    );
  }
} finally {
  await browser.close();
}
