// `npm run bench`: starts the product as `npm start` does (fresh data folder, demo content, a free
// port), runs each benchmark against it and writes bench/RESULTS.md with the date, the machine and
// every figure. `npm run bench -- --base-url=http://localhost:8080` measures a running instance
// (the growth benchmark and the warm start need their own). `--only=api,memory,...` picks some.
// Benchmarks report figures; they never pass or fail (speed is not checked by timed tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eDir, ensureInstalled, log, root } from '../scripts/lib/project.mjs';
import { apiLoadBenchmark } from './api-load.mjs';
import { memoryBenchmark } from './memory.mjs';
import { lessonModeBenchmark } from './lesson-mode.mjs';
import { lessonModeTemplatesBenchmark } from './lesson-mode-templates.mjs';
import { lighthouseBenchmark } from './lighthouse.mjs';
import { growthBenchmark } from './growth.mjs';
import { searchBenchmark } from './search.mjs';
import { searchSuggestionsBenchmark } from './search-suggestions.mjs';
import { teachersBenchmark } from './teachers.mjs';
import { previewBenchmark } from './preview.mjs';
import { offlineBenchmark } from './offline.mjs';
import { workersBenchmark } from './workers.mjs';
import { teachingRecordBenchmark } from './teaching-record.mjs';
import { startProduct } from './product.mjs';

const BENCHMARKS = {
  api: apiLoadBenchmark,
  memory: memoryBenchmark,
  'lesson-mode': lessonModeBenchmark,
  'lesson-mode-templates': lessonModeTemplatesBenchmark,
  lighthouse: lighthouseBenchmark,
  growth: growthBenchmark,
  search: searchBenchmark,
  'search-suggestions': searchSuggestionsBenchmark,
  teachers: teachersBenchmark,
  preview: previewBenchmark,
  offline: offlineBenchmark,
  workers: workersBenchmark,
  'teaching-record': teachingRecordBenchmark,
};

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// Asked for by name only: `--only=workers` needs PostgreSQL and Redis; `--only=teaching-record` grows 100,000 entries first.
const BY_NAME_ONLY = ['workers', 'teaching-record'];
const everyDefault = Object.keys(BENCHMARKS).filter((name) => !BY_NAME_ONLY.includes(name));
const chosen = (arg('only') ?? everyDefault.join(',')).split(',');
const baseUrlArg = arg('base-url');

await ensureInstalled(e2eDir);
await ensureInstalled(path.join(root, 'bench'));

/**
 * The product the benchmarks share. Its first start seeds the demo in its own process, which a
 * production CMS never does (and which leaves it holding memory it has finished with), so it is then
 * stopped and started warm on the same data, as production runs; `warmStartMs` is how long that
 * start took to serve its first page.
 */
async function sharedProduct() {
  if (baseUrlArg) return { baseUrl: baseUrlArg, stop: async () => {} };
  const seeded = await startProduct({ keepData: true });
  log('Restarting the product warm on its seeded data folder');
  await seeded.stop();
  const current = await startProduct({ dataDir: seeded.dataDir, port: seeded.port, keepData: true });
  return {
    get baseUrl() {
      return current.baseUrl;
    },
    warmStartMs: current.startedInMs,
    async stop() {
      await current.stop();
      fs.rmSync(current.dataDir, { recursive: true, force: true });
    },
  };
}

const sections = [];
const file = path.join(root, 'bench', everyDefault.every((name) => chosen.includes(name)) ? 'RESULTS.md' : 'RESULTS-partial.md');
const report = () =>
  [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}.`,
    '',
    `Machine: ${machine()}. Client (Chromium, autocannon) and server on the same machine.`,
    '',
    ...sections,
  ].join('\n');
const shared = chosen.some((name) => !BENCHMARKS[name]?.ownsProduct) ? await sharedProduct() : undefined;
try {
  for (const name of chosen) {
    const benchmark = BENCHMARKS[name];
    if (!benchmark) throw new Error(`No benchmark named ${name}: choose from ${Object.keys(BENCHMARKS).join(', ')}`);
    if (benchmark.ownsProduct && baseUrlArg) continue;
    log(`Benchmark: ${benchmark.title}`);
    sections.push(await benchmark.run({ baseUrl: shared?.baseUrl, product: shared, log }));
    // Written after each benchmark, so a long run that stops part-way keeps what it measured.
    fs.writeFileSync(file, `${report()}\n`);
  }
} finally {
  await shared?.stop();
}

console.log(`\n${report()}\n\nWritten to ${path.relative(root, file)}`);
