// Memory and start: the CMS's resident memory after the load runs, its growth
// over a soak of mixed traffic (default 10 minutes, BENCH_SOAK_SECONDS), and how long a warm
// `npm start` (built, seeded data folder) takes to serve its first page. Goals: under 400 MB after
// the load runs, no more than 10% growth over the soak, first page within 10 s.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../scripts/lib/project.mjs';
import { residentMb } from './product.mjs';
import { siteRequests } from './api-load.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SAMPLE_EVERY_MS = 30_000;
/**
 * "After the load runs": once it has been over for this long. The CMS collects after a quiet spell of
 * 3 s (src/runtime/idle-collection.ts), and the logins' load leaves it a few seconds of queued
 * password checks to finish first.
 */
const AFTER_LOAD_QUIET_MS = 15_000;

function soak(baseUrl, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, connections: 10, duration: SOAK_SECONDS, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export const memoryBenchmark = {
  title: 'Memory and start',
  async run({ baseUrl, product, log }) {
    const port = Number(new URL(baseUrl).port);
    const atLoadEnd = residentMb(port);
    log(`  memory at the load's end: ${atLoadEnd} MB; waiting ${AFTER_LOAD_QUIET_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_QUIET_MS));
    const afterLoad = residentMb(port);
    const site = await siteRequests(baseUrl);
    // Mixed: the shell as a visitor, an activity and a lesson as a subscriber, and a login now and then.
    const requests = [site.shell, site.activity, site.shell, site.lessonSlides, site.shell, site.activity, site.login];
    log(`  soak: ${SOAK_SECONDS} s of mixed traffic, memory every ${SAMPLE_EVERY_MS / 1000} s`);
    const samples = [residentMb(port)];
    const sampler = setInterval(() => samples.push(residentMb(port)), SAMPLE_EVERY_MS);
    let result;
    try {
      result = await soak(baseUrl, requests);
    } finally {
      clearInterval(sampler);
    }
    samples.push(residentMb(port));
    // Growth is measured from the first minute on: the first samples include the caches filling.
    const settled = samples[Math.min(2, samples.length - 1)];
    const end = samples.at(-1);
    const warm = product?.warmStartMs ? `${product.warmStartMs / 1000} s` : 'not measured (--base-url)';
    return [
      `## ${this.title}`,
      '',
      `Goals: CMS resident memory under 400 MB after the load runs (read ${AFTER_LOAD_QUIET_MS / 1000} s after it ends; the CMS collects its garbage once quiet after a burst; the benchmarks' CMS is a warm start on the seeded data folder, as production runs, not the process that seeded the demo), no more than 10% growth over a soak of mixed traffic (${SOAK_SECONDS} s), and a warm \`npm start\` serving its first page within 10 s.`,
      '',
      '| Figure | Value |',
      '|---|---|',
      `| CMS resident memory after the load runs | ${afterLoad} MB (${atLoadEnd} MB at the moment it ended) |`,
      `| Soak: requests (10 connections, shell, activity, lesson slideshow, login) | ${result.requests.total} in ${SOAK_SECONDS} s, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts + result.non2xx} errors |`,
      `| Soak: memory at the start, after the first minute, at the end, highest | ${samples[0]} / ${settled} / ${end} / ${Math.max(...samples)} MB |`,
      `| Soak: growth from the first minute to the end | ${Math.round(((end - settled) / settled) * 1000) / 10}% |`,
      `| Warm \`npm start\` to the first page | ${warm} |`,
      '',
      `Memory samples (MB, every ${SAMPLE_EVERY_MS / 1000} s): ${samples.join(', ')}.`,
      '',
    ].join('\n');
  },
};
