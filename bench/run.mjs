// `npm run bench`: starts the product as `npm start` does (fresh data folder, demo content, a free
// port), runs each benchmark against it and writes bench/RESULTS.md with the date, the machine and
// every figure. `npm run bench -- --base-url=http://localhost:8080` measures a running instance.
// Benchmarks report figures; they never pass or fail (speed is not checked by timed tests).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eDir, ensureInstalled, freePort, log, root } from '../scripts/lib/project.mjs';
import { lessonModeBenchmark } from './lesson-mode.mjs';

const BENCHMARKS = [lessonModeBenchmark];
const START_TIMEOUT_MS = 10 * 60_000;

async function waitFor(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child?.exitCode != null) throw new Error(`The product stopped while starting (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The product did not answer at ${url} within ${START_TIMEOUT_MS / 60_000} minutes`);
}

async function startProduct() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  log(`Starting the product on port ${port} (data in ${dataDir})`);
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(`${baseUrl}/`, child);
  return {
    baseUrl,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

await ensureInstalled(e2eDir);
const baseUrlArg = process.argv.find((arg) => arg.startsWith('--base-url='))?.slice('--base-url='.length);
const product = baseUrlArg ? { baseUrl: baseUrlArg, stop: () => undefined } : await startProduct();
const sections = [];
try {
  for (const benchmark of BENCHMARKS) {
    log(`Benchmark: ${benchmark.title}`);
    sections.push(await benchmark.run({ baseUrl: product.baseUrl, log }));
  }
} finally {
  product.stop();
}

const report = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()}.`,
  '',
  `Machine: ${machine()}. Client (Chromium) and server on the same machine.`,
  '',
  ...sections,
].join('\n');
fs.writeFileSync(path.join(root, 'bench', 'RESULTS.md'), `${report}\n`);
console.log(`\n${report}`);
