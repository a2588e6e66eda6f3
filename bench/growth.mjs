// Growth: the demo at ×1, ×10 and ×100 (growth-generator.mjs), each on a fresh
// data folder with the response cache off, so the database's own scaling shows. Reports the shell
// query's payload (it must grow with programmes, never with lessons) and the latency of a lesson
// slideshow and an activity page for the same demo lesson (goal: at ×100 within 25% of ×1).
// BENCH_GROWTH_SCALES (default 1,10,100) picks the scales.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCmsScript } from './cms-script.mjs';
import { graphql, login, siteOperation } from './demo.mjs';
import { startProduct } from './product.mjs';

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,10,100').split(',').map(Number);
const SAMPLES = 40;

/** Grows a fresh data folder `scale` times (growth-generator.mjs); answers what it made. */
export const generate = (scale, dataDir) => runCmsScript('growth-generator.mjs', { dataDir, args: [scale], what: 'the growth generator' });

async function timed(baseUrl, body, jwt) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
    body,
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`query failed: ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(text) };
}

async function latency(baseUrl, body, jwt) {
  for (let n = 0; n < 3; n += 1) await timed(baseUrl, body, jwt);
  const times = [];
  for (let n = 0; n < SAMPLES; n += 1) times.push((await timed(baseUrl, body, jwt)).ms);
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(SAMPLES / 2)], p95: times[Math.floor(SAMPLES * 0.95)] };
}

async function measure(baseUrl) {
  const { jwt } = await login(baseUrl);
  const counts = await graphql(
    baseUrl,
    '{ programmes_connection { pageInfo { total } } lessons_connection { pageInfo { total } } activityPages_connection { pageInfo { total } } }',
    {},
    jwt,
  );
  const { lessons } = await graphql(
    baseUrl,
    '{ lessons(filters: { scheme: { programme: { slug: { eq: "sound-explorers" } } } }, sort: "id:asc", pagination: { limit: 1 }) { documentId activities { activity { documentId } } } }',
    {},
    jwt,
  );
  const lesson = lessons[0];
  const activity = lesson.activities.find((entry) => entry.activity)?.activity.documentId;
  const shell = await timed(baseUrl, JSON.stringify({ query: siteOperation('AudiencesAndProgrammes') }));
  const op = (name, variables) => JSON.stringify({ operationName: name, query: siteOperation(name), variables });
  return {
    programmes: counts.programmes_connection.pageInfo.total,
    lessons: counts.lessons_connection.pageInfo.total,
    activities: counts.activityPages_connection.pageInfo.total,
    shellBytes: shell.bytes,
    shell: await latency(baseUrl, JSON.stringify({ query: siteOperation('AudiencesAndProgrammes') })),
    lesson: await latency(baseUrl, op('LessonSlideShow', { lesson: lesson.documentId }), jwt),
    activity: await latency(baseUrl, op('ActivityPage', { activity }), jwt),
  };
}

/**
 * For each scale: a fresh data folder grown to it (the demo, then scale - 1 more of each programme and
 * teacher), handed to `measureScale` with what was generated and how long it took, then removed.
 * Answers what `measureScale` answered, scale by scale.
 */
export async function atEachScale(scales, name, log, measureScale) {
  const rows = [];
  for (const scale of scales) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-${scale}-`));
    try {
      log(`  ×${scale}: generating`);
      const started = Date.now();
      const generated = await generate(scale, dataDir);
      rows.push(await measureScale({ scale, dataDir, generated, seconds: Math.round((Date.now() - started) / 1000) }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

export const growthBenchmark = {
  title: 'Growth: the demo ×1, ×10 and ×100',
  ownsProduct: true,
  async run({ log }) {
    const rows = await atEachScale(SCALES, 'growth', log, async ({ scale, dataDir, generated, seconds }) => {
      log(`  ×${scale}: generated in ${seconds} s; measuring`);
      const product = await startProduct({ dataDir, env: { GRAPHQL_CACHE_SECONDS: '0' }, keepData: true });
      try {
        return { scale, seconds, generated, ...(await measure(product.baseUrl)) };
      } finally {
        await product.stop();
      }
    });
    const base = rows.find((row) => row.scale === 1);
    const vs = (value, baseline) => (baseline ? `${value >= baseline ? '+' : ''}${Math.round(((value - baseline) / baseline) * 100)}%` : '');
    const r1 = (n) => Math.round(n * 10) / 10;
    return [
      `## ${this.title}`,
      '',
      'Each scale is a fresh data folder: the demo, then for every demo programme (scale - 1) more of the same shape (10 activities with a slideshow of 4 image slides each, 2 units of 4 lessons presenting 5 of them each) and for every demo teacher (scale - 1) more teachers with a 10-activity playlist. Measured with the response cache off (GRAPHQL_CACHE_SECONDS=0), 40 sequential requests each after 3 to warm up. Goals: the shell payload grows with programmes only; lesson and activity latency at ×100 within 25% of ×1.',
      '',
      '| Scale | Programmes | Lessons | Activities | Generated in (s) | Shell payload (bytes) | Shell p50 / p95 (ms) | LessonSlideShow p50 / p95 (ms) | vs ×1 (p50) | ActivityPage p50 / p95 (ms) | vs ×1 (p50) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ×${r.scale} | ${r.programmes} | ${r.lessons} | ${r.activities} | ${r.seconds} | ${r.shellBytes} | ${r1(r.shell.p50)} / ${r1(r.shell.p95)} | ${r1(r.lesson.p50)} / ${r1(r.lesson.p95)} | ${vs(r.lesson.p50, base?.lesson.p50)} | ${r1(r.activity.p50)} / ${r1(r.activity.p95)} | ${vs(r.activity.p50, base?.activity.p50)} |`,
      ),
      '',
    ].join('\n');
  },
};
