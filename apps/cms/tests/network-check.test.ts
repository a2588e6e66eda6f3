/**
 * The public samples of the site's /check-network page (src/middlewares/network-check.ts): a
 * visitor gets each, a film in byte ranges, never from a cache; no other spelling of their
 * addresses is answered, and no spelling of a path under /network-check sends any other file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { pathPartOf, pathSpellings } from './helpers/path-spellings';
import { rawRequest } from './helpers/raw-request';

const samplesDir = path.resolve(__dirname, '..', 'network-check');
const sample = (name: string) => fs.readFileSync(path.join(samplesDir, name));

const cms = cmsForThisFile({ catalogue: false });

const rawGet = (rawPath: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(cms.baseUrl, rawPath, { method, headers });

describe('the network check samples', () => {
  it.each([
    ['picture.png', 'image/png'],
    ['recording.mp3', 'audio/mpeg'],
    ['film.mp4', 'video/mp4'],
  ])('send /network-check/%s to a visitor, whole, as %s, never from a cache', async (name, type) => {
    const response = await rawGet(`/network-check/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body.equals(sample(name))).toBe(true);
    // Each is small: a check costs a school's network next to nothing.
    expect(response.body.length).toBeLessThan(16_000);
  });

  it('answer a range request for the film with 206 and its Content-Range', async () => {
    const film = sample('film.mp4');
    const part = await rawGet('/network-check/film.mp4', { Range: 'bytes=0-1023' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${film.length}`);
    expect(part.headers['cache-control']).toBe('no-store');
    expect(part.body.equals(film.subarray(0, 1024))).toBe(true);
    expect((await rawGet('/network-check/film.mp4', { Range: `bytes=${film.length + 10}-` })).status).toBe(416);
    const head = await rawGet('/network-check/film.mp4', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(film.length));
  });

  it("refuse every spelling of a sample's address but the plain one (400), and send none of them the sample", async () => {
    const picture = sample('picture.png');
    for (const spelling of pathSpellings('/network-check/picture.png')) {
      const response = await rawGet(spelling);
      if (pathPartOf(spelling) === '/network-check/picture.png') continue;
      expect(response.body.equals(picture), spelling).toBe(false);
      expect([400, 404], spelling).toContain(response.status);
    }
  });

  it('never send another file, however the path is spelt', async () => {
    const secrets = JSON.parse(fs.readFileSync(path.join(cms.dataDir, 'dev-secrets.json'), 'utf8')) as Record<string, string | string[]>;
    const secretValues = Object.values(secrets)
      .flat()
      .filter((value) => value.length >= 8);
    expect(secretValues.length).toBeGreaterThan(0);
    const samples = ['picture.png', 'recording.mp3', 'film.mp4'].map(sample);
    const spellings = [
      '/network-check/..%2fdev-secrets.json',
      '/network-check/..%2Fdev-secrets.json',
      '/network-check/%2e%2e/dev-secrets.json',
      '/network-check/%2E%2E%2Fdev-secrets.json',
      '/NETWORK-CHECK/%2E%2E/dev-secrets.json',
      '/Network-Check/..%2f..%2fdev-secrets.json',
      '/network-check/../dev-secrets.json',
      '/network-check/picture.png/../../dev-secrets.json',
      '/network-check/%2e%2e/%2e%2e/dev-secrets.json',
      '/network-check/..%5cdev-secrets.json',
      '/network-check/..\\dev-secrets.json',
      '/network-check/%2e%2e/package.json',
      '/network-check/..%2f..%2fpackage.json',
      '/network-check/%2e%2e/src/middlewares/network-check.ts',
      '/network-check/%2e%2e/network-check/../package.json',
      '/network-check/%252e%252e/package.json',
      '/network-check/PICTURE.PNG',
      '/network-check/picture.png%00.json',
      '/network-check/',
      '/network-check',
      '/network-check/picture.png/',
      '/network-check/film.mp4.bak',
      '/network-check/.gitignore',
    ];
    for (const spelling of spellings) {
      const response = await rawGet(spelling);
      expect([200, 206], spelling).not.toContain(response.status);
      const text = response.body.toString('utf8');
      for (const secret of secretValues) expect(text, spelling).not.toContain(secret);
      expect(text, spelling).not.toContain('"@classroom/cms"');
      expect(text, spelling).not.toContain('NETWORK_CHECK_SAMPLES');
      for (const bytes of samples) expect(response.body.equals(bytes), spelling).toBe(false);
    }
  });
});
