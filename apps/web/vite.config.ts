import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { precompress } from './scripts/precompress.mjs';
import { keepPreviousBuilds } from './scripts/keep-previous-builds.mjs';
import { shellChunk } from './scripts/shell-chunk.mjs';
import { reactRouterProductionBuild } from './scripts/react-router-production.mjs';

// In `npm run dev` the site runs on Vite and sends CMS paths to the CMS (CMS_URL, default :8080).
const cms = process.env.CMS_URL ?? 'http://localhost:8080';
const toCms = { target: cms, changeOrigin: false };

/**
 * `react-router build` (React Router's framework mode, react-router.config.ts) makes build/client,
 * the browser's files, and build/server/index.js, the request handler the CMS calls for every page
 * (src/server/request-handler.ts). The server build carries React and the site's code in it, so the
 * CMS loads it without the site's node_modules, and always runs React's production build.
 * Unit tests (vitest) run the modules with plain React, without the framework's plugin.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const shell = shellChunk();
  return {
    resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
    plugins: process.env.VITEST ? [] : isSsrBuild ? [reactRouter()] : [reactRouter(), shell.plugin, keepPreviousBuilds(), precompress()],
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    ssr: { noExternal: true, target: 'node' },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      // '^/s/': short links, which the CMS redirects (a code leading nowhere gets the CMS's own 404 in development).
      proxy: { '/graphql': toCms, '/api': toCms, '/uploads': toCms, '/admin': toCms, '^/s/': toCms },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      // build/client/.vite/manifest.json: which chunks each module needs, read by the bundle budget check.
      ...(isSsrBuild
        ? { rolldownOptions: { input: './src/server/request-handler.ts' } }
        : { manifest: true, rolldownOptions: { output: { codeSplitting: { groups: shell.groups } } } }),
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
      restoreMocks: true,
    },
  } as never;
});
