// Two running builds of the product measured alternately on one machine, for a "before and after"
// table: Lighthouse on bench/lighthouse.mjs's four pages (one browser keeping its HTTP cache, as a
// teacher moving through the site) and the slide page again with a cold cache (a new browser), then
// lesson mode slide to slide and the API rows. Rounds alternate which build goes first, so a machine
// that gets busier or quieter during the run weighs on both alike. Not part of `npm run bench`.
//   node bench/side-by-side.mjs --before=http://localhost:8090 --after=http://localhost:8080 [--rounds=3] [--skip=api,lesson-mode]
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../scripts/lib/project.mjs';
import { audit, benchPages, pageWithSession } from './lighthouse.mjs';
import { lessonModeBenchmark } from './lesson-mode.mjs';
import { apiLoadBenchmark } from './api-load.mjs';

const benchRequire = createRequire(path.join(root, 'bench', 'package.json'));
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const builds = { before: arg('before'), after: arg('after') };
if (!builds.before || !builds.after) throw new Error('Usage: node bench/side-by-side.mjs --before=<base url> --after=<base url> [--rounds=3]');
const rounds = Number(arg('rounds') ?? 3);
const skip = (arg('skip') ?? '').split(',');
const log = (line) => console.error(line);

const { default: puppeteer } = await import(benchRequire.resolve('puppeteer-core'));
const launch = () =>
  puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });

/** LCP (ms) of each page, warm after the first, and of the slide page in a new browser (cold HTTP cache). */
async function lighthouseRound(baseUrl) {
  const { session, pages } = await benchPages(baseUrl);
  const lcp = {};
  let browser = await launch();
  try {
    for (const target of pages) {
      const page = await pageWithSession(browser, baseUrl, target.subscriber ? session : undefined);
      const result = await audit(page, `${baseUrl}${target.path}`);
      lcp[target.name] = { lcp: result.lcp, performance: result.performance };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const slide = pages.find((target) => target.name.startsWith('slide'));
  browser = await launch();
  try {
    const page = await pageWithSession(browser, baseUrl, session);
    const result = await audit(page, `${baseUrl}${slide.path}`);
    lcp['slide (subscriber), cold cache'] = { lcp: result.lcp, performance: result.performance };
  } finally {
    await browser.close();
  }
  return lcp;
}

const measured = { before: [], after: [] };
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
  for (const build of order) {
    log(`Lighthouse round ${round + 1}, ${build} (${builds[build]})`);
    measured[build].push(await lighthouseRound(builds[build]));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => (ms / 1000).toFixed(2);
const pageNames = Object.keys(measured.before[0]);
const lines = [
  `Lighthouse (mobile, simulated throttling), ${rounds} alternating rounds; LCP median (every round) in seconds, performance median.`,
  '',
  '| Page | Before | After |',
  '|---|---|---|',
  ...pageNames.map((name) => {
    const cell = (build) => {
      const lcps = measured[build].map((round) => round[name].lcp);
      return `${seconds(median(lcps))} (${lcps.map(seconds).join(', ')}), ${median(measured[build].map((round) => round[name].performance))}`;
    };
    return `| ${name} | ${cell('before')} | ${cell('after')} |`;
  }),
  '',
];

for (const [name, benchmark] of [
  ['lesson-mode', lessonModeBenchmark],
  ['api', apiLoadBenchmark],
]) {
  if (skip.includes(name)) continue;
  for (const build of ['before', 'after']) {
    log(`${benchmark.title}, ${build}`);
    lines.push(`### ${build}: ${(await benchmark.run({ baseUrl: builds[build], log })).replace(/^## /, '')}`);
  }
}
console.log(lines.join('\n'));
