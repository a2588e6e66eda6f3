/** The product's settings from the environment (src/runtime/environment.ts). */
import { describe, expect, it } from 'vitest';
import { checkEnvironment, environmentProblems, setting } from '../src/runtime/environment';

describe('settings from the environment', () => {
  it('take their defaults when unset or blank', () => {
    expect(setting('TRIAL_DAYS', {})).toBe(30);
    expect(setting('TRIAL_DAYS', { TRIAL_DAYS: ' ' })).toBe(30);
    expect(setting('FIRST_VIEW_TIMEOUT_MS', {})).toBe(1000);
    expect(setting('SEED_DEMO', {})).toBe(true);
    expect(setting('SITE_URL', {})).toBeUndefined();
    expect(environmentProblems({})).toEqual([]);
  });

  it('read what is set', () => {
    expect(setting('TRIAL_DAYS', { TRIAL_DAYS: '14' })).toBe(14);
    expect(setting('GRAPHQL_CACHE_SECONDS', { GRAPHQL_CACHE_SECONDS: '0' })).toBe(0);
    expect(setting('SEED_DEMO_CATALOGUE', { SEED_DEMO_CATALOGUE: 'false' })).toBe(false);
    expect(setting('SITE_URL', { SITE_URL: 'https://classroom.example.org' })).toBe('https://classroom.example.org');
  });

  it('stop the start with every value that does not make sense, named', () => {
    const env = { TRIAL_DAYS: 'thirty', FIRST_VIEW_TIMEOUT_MS: '-5', SITE_URL: 'classroom.example.org', SEED_DEMO: 'no', RESET_CODE_LIFETIME_MINUTES: '1.5' };
    const problems = environmentProblems(env);
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'FIRST_VIEW_TIMEOUT_MS',
      'RESET_CODE_LIFETIME_MINUTES',
      'SEED_DEMO',
      'SITE_URL',
      'TRIAL_DAYS',
    ]);
    expect(problems.find((problem) => problem.startsWith('TRIAL_DAYS'))).toContain('(got "thirty")');
    expect(() => checkEnvironment(env)).toThrow(/These settings do not make sense[\s\S]*TRIAL_DAYS/);
    expect(() => checkEnvironment({ TRIAL_DAYS: '7' })).not.toThrow();
  });
});
