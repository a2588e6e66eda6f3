import assert from 'node:assert/strict';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { freePort, isReachable } from './project.mjs';
import { redisForTests } from './test-redis.mjs';

const serverPath = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

function ping(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().trim());
    });
    socket.once('error', reject);
  });
}

describe("the tests' Redis", () => {
  it('is TEST_REDIS_URL when it is set, whatever runs on the machine', async () => {
    const redis = await redisForTests({ env: { TEST_REDIS_URL: 'redis://redis.example:6380' } });
    assert.equal(redis.url, 'redis://redis.example:6380');
  });

  it("is the machine's own when it answers", async () => {
    const listening = net.createServer((socket) => socket.end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address();
    try {
      const redis = await redisForTests({ env: {}, machine: { host: '127.0.0.1', port }, serverPath: '/nonexistent/redis-server' });
      assert.equal(redis.url, `redis://127.0.0.1:${port}`);
    } finally {
      listening.close();
    }
  });

  it('is none, saying so through the tests, when nothing answers and no redis-server is installed', async () => {
    const redis = await redisForTests({ env: {}, machine: { host: '127.0.0.1', port: await freePort() }, serverPath: null });
    assert.equal(redis.url, undefined);
  });

  it(
    "is a private redis-server for the run when the machine's has stopped, gone once the run ends",
    { skip: !serverPath && 'redis-server is not installed' },
    async () => {
      const redis = await redisForTests({ env: {}, machine: { host: '127.0.0.1', port: await freePort() }, serverPath });
      const { port } = new URL(redis.url);
      assert.equal(await ping(redis.url), '+PONG');
      await redis.stop();
      assert.equal(await isReachable('127.0.0.1', Number(port)), false);
    },
  );
});
