// What the product costs per request over a stretch of work: the CMS processes' CPU (from /proc),
// the machine's, PostgreSQL's transactions on the run's database and, where the server loads
// pg_stat_statements, its statements; Redis's commands. Used by workers.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, in which /proc counts CPU time

/**
 * The product's CMS processes: scripts/serve.js holding its port (with several workers, the listening
 * socket may be shown on a worker or on the primary), up to the top serve.js process, and all its descendants.
 */
export function processTree(port) {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  let top = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!top) return [];
  const isServe = (pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('serve.js');
    } catch {
      return false;
    }
  };
  for (let parent = procStat(top)?.ppid; parent && isServe(parent); parent = procStat(top)?.ppid) top = parent;
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat) parents.set(Number(entry), stat.ppid);
  }
  const tree = [top];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** utime + stime (ticks) and the parent of one process, from /proc/<pid>/stat. */
function procStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by the given processes (those still alive). */
function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => sum + (procStat(pid)?.ticks ?? 0), 0) / TICKS_PER_SECOND;
}

/** The whole machine: busy and total jiffies from /proc/stat. */
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + (numbers[4] ?? 0);
  const total = numbers.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU so far: the product's processes (as found at the start of a stretch), this process, the machine. */
function cpuNow(pids) {
  return { at: performance.now(), product: cpuSeconds(pids), self: process.cpuUsage(), machine: machineTicks() };
}

/**
 * The database's transactions on the run's database, its statements (null unless the server loads
 * pg_stat_statements: shared_preload_libraries) and Redis's commands so far.
 */
export async function storesNow({ pg, database, redis }) {
  const [{ rows }, info, statements] = await Promise.all([
    pg.query('SELECT xact_commit + xact_rollback AS xacts FROM pg_stat_database WHERE datname = $1', [database]),
    redis.info('stats'),
    pg
      .query('SELECT coalesce(sum(s.calls), 0) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1', [database])
      .then((result) => Number(result.rows[0].calls))
      .catch(() => null),
  ]);
  return { xacts: Number(rows[0]?.xacts ?? 0), statements, redisCommands: Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0) };
}

/**
 * Waits, up to a minute, until the database is quiet: no more transactions over 2 s than the readings'
 * own. A start's background work (every worker of every product builds its search index from the
 * catalogue) is not a request's, and was counted against the first kind measured after a start.
 */
export async function untilDatabaseQuiet(stats, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let last = await storesNow(stats);
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = await storesNow(stats);
    if (now.xacts - last.xacts <= 3) return;
    last = now;
  }
}

/** A reading of the product's costs now (its CPU, the database's and Redis's counters), for costsSince. */
export async function costsNow(port, stats) {
  const pids = processTree(port);
  const stores = await storesNow(stats);
  return { pids, stores, cpu: cpuNow(pids) };
}

/** The costs since `before` (costsNow): CPU in cores over the stretch, and the totals of its work. */
export async function costsSince(before, stats) {
  const after = cpuNow(before.pids);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // a backend reports its statistics within about a second of going idle
  const storesAfter = await storesNow(stats);
  const seconds = (after.at - before.cpu.at) / 1000;
  const selfCpu = (after.self.user - before.cpu.self.user + after.self.system - before.cpu.self.system) / 1e6;
  const productCpu = after.product - before.cpu.product;
  const machineShare = (after.machine.busy - before.cpu.machine.busy) / (after.machine.total - before.cpu.machine.total);
  return {
    seconds,
    generatorCores: selfCpu / seconds,
    productCores: productCpu / seconds,
    machineCores: machineShare * os.cpus().length,
    productCpu,
    // The readings themselves are a transaction and a command: not counted.
    xacts: Math.max(0, storesAfter.xacts - before.stores.xacts - 1),
    statements: storesAfter.statements === null || before.stores.statements === null ? null : storesAfter.statements - before.stores.statements,
    redisCommands: Math.max(0, storesAfter.redisCommands - before.stores.redisCommands - 1),
  };
}

/** Costs (costsSince) per request of the `requests` made over them. */
export function perRequest(costs, requests) {
  return {
    ...costs,
    requests,
    cpuMsPerRequest: (costs.productCpu * 1000) / requests,
    xactsPerRequest: costs.xacts / requests,
    statementsPerRequest: costs.statements === null ? null : costs.statements / requests,
    redisPerRequest: costs.redisCommands / requests,
  };
}

/**
 * Measures `work` (which answers how many requests it made): CPU in cores over its time, and per
 * request the product's CPU, the database's transactions and Redis's commands.
 */
export async function measured(port, stats, work) {
  const before = await costsNow(port, stats);
  const { requests, ...rest } = await work();
  return { ...rest, ...perRequest(await costsSince(before, stats), requests) };
}
