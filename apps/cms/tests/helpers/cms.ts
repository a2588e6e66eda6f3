/**
 * Starts the built CMS (apps/cms/dist) as a test instance: its own data folder, the real bootstrap
 * (roles, grants, development admin and demo seed) and a real HTTP server on a free port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '..', '..');

export interface TestCms {
  strapi: Core.Strapi;
  baseUrl: string;
  dataDir: string;
  graphql: <T = any>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<{ status: number; body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> } }>;
  stop: () => Promise<void>;
}

export async function startCms(): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = 'true';
  const { createStrapi } = require('@strapi/strapi');
  const strapi: Core.Strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.log.level = 'error';
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    strapi,
    baseUrl,
    dataDir,
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      await strapi.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(baseUrl: string, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login failed for ${identifier}: ${JSON.stringify(body)}`);
  return body.jwt;
}
