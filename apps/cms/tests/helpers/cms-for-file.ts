/**
 * One CMS for a test file's tests (helpers/cms.ts starts it). Apart from helpers/cms.ts because it
 * registers Vitest's hooks, which the suite's global set-up (which imports that file) may not.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startCms, type StartOptions, type TestCms } from './cms';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '..', '..');

/**
 * One CMS for the test file that calls this at its top level: started (`startCms(options)`) before
 * its tests, stopped after them, and the product's clock put back after each test. `whenStarted`
 * runs once it is up (a demo login, say). The answer reads through to the started CMS.
 */
export function cmsForThisFile(options: StartOptions = {}, whenStarted?: (cms: TestCms) => Promise<void>): TestCms {
  const clock = require(path.join(appDir, 'dist', 'src', 'runtime', 'clock'));
  let started: TestCms | undefined;
  beforeAll(async () => {
    started = await startCms(options);
    await whenStarted?.(started);
  });
  afterAll(async () => {
    await started?.stop();
  });
  afterEach(() => clock.resetClockForTests());
  return startedLater(() => started, 'The test CMS');
}

/**
 * Stands for an object a `beforeAll` makes (`current()` answers it once made), so a test file can
 * name it at its top level; methods are called on the object itself.
 */
export function startedLater<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} is not started yet: use it inside a test or a hook.`);
      const member = Reflect.get(value, key);
      return typeof member === 'function' ? member.bind(value) : member;
    },
  });
}
