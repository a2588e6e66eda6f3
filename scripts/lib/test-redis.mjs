// The Redis the tests of several instances share: TEST_REDIS_URL, else the machine's own on
// 127.0.0.1:6379, else (when that one has stopped, as a machine's services sometimes do) a private
// redis-server from Debian's package, started for this run on a free port and stopped after it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isReachable, log } from './project.mjs';

const MACHINE_REDIS = { host: '127.0.0.1', port: 6379 };

function redisServerPath() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * Resolves to `{ url, stop }`: the address for TEST_REDIS_URL (undefined when no Redis can be had,
 * and the tests say why) and what to call when the run ends.
 */
export async function redisForTests({ env = process.env, machine = MACHINE_REDIS, serverPath = redisServerPath() } = {}) {
  const nothingToStop = async () => undefined;
  if (env.TEST_REDIS_URL) return { url: env.TEST_REDIS_URL, stop: nothingToStop };
  if (await isReachable(machine.host, machine.port)) return { url: `redis://${machine.host}:${machine.port}`, stop: nothingToStop };
  if (!serverPath) return { url: undefined, stop: nothingToStop };

  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-redis-'));
  const server = spawn(serverPath, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await isReachable('127.0.0.1', port, 250))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`No Redis on ${machine.host}:${machine.port}, and ${serverPath} did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`No Redis on ${machine.host}:${machine.port}: the tests of several instances use ${serverPath}, started on port ${port} for this run`);
  return { url: `redis://127.0.0.1:${port}`, stop };
}
