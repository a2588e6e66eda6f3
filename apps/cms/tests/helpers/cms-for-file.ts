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

/** Settings for the product's environment while the file's CMS runs (a function: read when it starts). */
export type Environment = Record<string, string> | (() => Record<string, string>);

/**
 * One CMS for the test file that calls this at its top level: started (`startCms(options)`) before
 * its tests with `environment` set, stopped after them (the environment put back as it was), and the
 * product's clock put back after each test. `whenStarted` runs once it is up (a demo login, say). The
 * answer reads through to the started CMS.
 */
export function cmsForThisFile(
  { environment, ...options }: StartOptions & { environment?: Environment } = {},
  whenStarted?: (cms: TestCms) => Promise<void>,
): TestCms {
  const clock = require(path.join(appDir, 'dist', 'src', 'runtime', 'clock'));
  let started: TestCms | undefined;
  let starting: Promise<TestCms> | undefined;
  let before: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const settings = typeof environment === 'function' ? environment() : (environment ?? {});
    before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
    Object.assign(process.env, settings);
    starting = startCms(options);
    started = await starting;
    await whenStarted?.(started);
  });
  afterAll(async () => {
    // A start that outlived its hook's time is still stopped once it is up (its mail catcher with it).
    await (started ?? (await starting?.catch(() => undefined)))?.stop();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
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
