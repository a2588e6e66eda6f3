// node --test scripts/lib/deployment.test.mjs (run by `npm test`): what can be checked of the
// deployment files without Docker (docs/deploy.md, "Checks made").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { root } from './project.mjs';

const compose = fs.readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** A service's block of compose.yaml: from its name to the next service (or the top-level key after). */
function service(name) {
  const block = compose.match(new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, 'm'));
  assert.ok(block, `compose.yaml has a service ${name}`);
  return block[1];
}

test('every image the compose file pulls is pinned to an exact release', () => {
  const pulled = [...compose.matchAll(/^\s+image: (\S+)$/gm)].map(([, image]) => image).filter((image) => !image.startsWith('orchestra-classroom:'));
  assert.ok(pulled.length >= 5, `the third-party images: ${pulled.join(', ')}`);
  for (const image of pulled) {
    const tag = image.split('@')[0].split(':')[1] ?? '';
    // An exact release: a digest, a MinIO release stamp, or a version with major, minor and patch (caddy:2.10.2-alpine).
    const exact = image.includes('@sha256:') || /^RELEASE\.\d{4}-/.test(tag) || /^\d+\.\d+(\.\d+)?-/.test(tag);
    assert.ok(exact && tag !== 'latest', `${image} is pinned`);
  }
  for (const floating of ['caddy:2-alpine', 'postgres:16-bookworm', 'redis:7-bookworm']) assert.ok(!compose.includes(`image: ${floating}\n`));
});

test("the app holds a bucket-scoped MinIO user's key, never MinIO's root key", () => {
  const appEnvironment = compose.match(/^x-app-environment: &app-environment\n((?: {2}.*\n)+)/m)[1];
  assert.match(appEnvironment, /S3_ACCESS_KEY_ID: \$\{S3_ACCESS_KEY_ID/);
  assert.doesNotMatch(appEnvironment, /ROOT/);
  const minio = service('s3');
  assert.match(minio, /MINIO_ROOT_USER: \$\{S3_ROOT_USER/);
  assert.match(minio, /MINIO_ROOT_PASSWORD: \$\{S3_ROOT_PASSWORD/);
  assert.doesNotMatch(minio, /S3_ACCESS_KEY_ID|S3_SECRET_ACCESS_KEY/);
  // The init job makes the app's user with a policy on the bucket alone, and attaches it.
  const init = service('s3-bucket');
  assert.match(init, /mc admin user add root "\$\$S3_ACCESS_KEY_ID" "\$\$S3_SECRET_ACCESS_KEY"/);
  assert.match(init, /arn:aws:s3:::'"\$\$S3_BUCKET"'"/);
  assert.match(init, /arn:aws:s3:::'"\$\$S3_BUCKET"'\/\*"/);
  assert.doesNotMatch(init, /arn:aws:s3:::\*/);
  assert.match(init, /mc admin policy attach root classroom-bucket --user "\$\$S3_ACCESS_KEY_ID"/);
});

test('the image installs with npm ci, exactly the lockfiles', () => {
  const installs = [...dockerfile.matchAll(/^RUN (.*)$/gm)].map(([, command]) => command).filter((command) => /npm (ci|install)|ensureInstalled/.test(command));
  assert.deepEqual(installs, ['cd apps/cms && npm ci --no-audit --no-fund --loglevel=error', 'cd apps/web && npm ci --no-audit --no-fund --loglevel=error']);
});
