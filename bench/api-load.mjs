// The API under load: autocannon with 50 connections for 20 s each against the
// site's own queries: the AudiencesAndProgrammes shell query as a visitor, an activity page and a
// lesson slideshow as a subscriber, and a login. In the same run, the ceiling: the shell query's
// response bytes served by a bare Node HTTP server. Goals: the shell query at 50% or more of the
// ceiling with p99 under 50 ms; subscriber content queries p99 under 100 ms; zero errors.
// Client and server share two cores, so one run of each moves with whatever else the machine does:
// the ceiling and the shell query run alternately, BENCH_SHELL_ROUNDS times (default 3), and the
// round with the median share is reported, with every round's share beside it.
// BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS change the duration and connections.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort, root } from '../scripts/lib/project.mjs';
import { biggestLesson, DEMO_SUBSCRIBER, login, siteOperation } from './demo.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SHELL_ROUNDS = Math.max(1, Number(process.env.BENCH_SHELL_ROUNDS ?? 3));

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** The bare Node server with the given bytes, started once for all rounds: load() measures it. */
async function startCeiling(body) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-')), 'shell.json');
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench', 'static-server.mjs'), file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    load: async () => summary(await load({ url: `http://127.0.0.1:${port}/`, method: 'POST', body: '{}' })),
    stop: () => child.kill(),
  };
}

/** The ceiling and the shell query in turn, SHELL_ROUNDS times: every round, and the one with the median share. */
async function shellRounds(body, loadShell, log) {
  const ceiling = await startCeiling(body);
  const rounds = [];
  try {
    for (let round = 1; round <= SHELL_ROUNDS; round += 1) {
      log(`  round ${round} of ${SHELL_ROUNDS}: the ceiling (a bare Node server with the shell query’s bytes), then the shell query`);
      const top = await ceiling.load();
      const shell = await loadShell();
      rounds.push({ top, shell, share: shell.rps / top.rps });
    }
  } finally {
    ceiling.stop();
  }
  const median = [...rounds].sort((a, b) => a.share - b.share)[Math.floor((rounds.length - 1) / 2)];
  return { rounds, median };
}

/** The requests the benchmark sends: the site's operations with real ids from the demo. */
export async function siteRequests(baseUrl) {
  const { jwt } = await login(baseUrl);
  const lesson = await biggestLesson(baseUrl, jwt);
  const json = { 'Content-Type': 'application/json' };
  const asSubscriber = { ...json, Authorization: `Bearer ${jwt}` };
  const post = (name, variables, headers = json) => ({
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ operationName: name, query: siteOperation(name), variables }),
  });
  return {
    shell: post('AudiencesAndProgrammes', {}),
    activity: post('ActivityPage', { activity: lesson.activities[0].id }, asSubscriber),
    lessonSlides: post('LessonSlideShow', { lesson: lesson.id }, asSubscriber),
    login: { method: 'POST', path: '/api/auth/local', headers: json, body: JSON.stringify(DEMO_SUBSCRIBER) },
  };
}

export const apiLoadBenchmark = {
  title: 'The API under load',
  async run({ baseUrl, log }) {
    const requests = await siteRequests(baseUrl);
    const shellBody = await (await fetch(`${baseUrl}${requests.shell.path}`, requests.shell)).text();
    const loadRequest = async (name) => {
      const { path: requestPath, ...request } = requests[name];
      return summary(await load({ url: `${baseUrl}${requestPath}`, ...request }));
    };
    const { rounds, median } = await shellRounds(shellBody, () => loadRequest('shell'), log);
    const top = median.top;
    const rows = [{ label: 'AudiencesAndProgrammes (visitor)', goal: 'p99 < 50 ms, ≥ 50% of the ceiling', ...median.shell }];
    for (const [name, label, goal] of [
      ['activity', 'ActivityPage (subscriber)', 'p99 < 100 ms'],
      ['lessonSlides', 'LessonSlideShow (subscriber)', 'p99 < 100 ms'],
      ['login', 'POST /api/auth/local', 'no errors'],
    ]) {
      log(`  ${label}`);
      rows.push({ label, goal, ...(await loadRequest(name)) });
    }
    const percent = (share) => `${Math.round(share * 100)}%`;
    const ratio = (rps) => percent(rps / top.rps);
    return [
      `## ${this.title}`,
      '',
      `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, client and server on the same machine. Each row sends the site's own GraphQL document (with its fragments) and variables from the demo. The ceiling is the shell query's response bytes (${shellBody.length} bytes) answered by a bare Node HTTP server.`,
      '',
      `The ceiling and the shell query ran in turn, ${rounds.length} times; their rows are the round with the median share. Every round (ceiling req/s → shell req/s, share): ${rounds.map((r) => `${r.top.rps} → ${r.shell.rps}, ${percent(r.share)}`).join('; ')}. The other rows' shares are of that round's ceiling.`,
      '',
      '| Request | Goal | Requests/s | p50 (ms) | p99 (ms) | Errors | Bytes per answer | Share of the ceiling |',
      '|---|---|---|---|---|---|---|---|',
      `| ceiling (bare Node server) | | ${top.rps} | ${top.p50} | ${top.p99} | ${top.errors} | ${top.bytes} | 100% |`,
      ...rows.map((r) => `| ${r.label} | ${r.goal} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bytes} | ${ratio(r.rps)} |`),
      '',
    ].join('\n');
  },
};
