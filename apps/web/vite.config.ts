import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { keepPreviousBuilds } from './scripts/keep-previous-builds.mjs';

// In `npm run dev` the site runs on Vite and sends CMS paths to the CMS (CMS_URL, default :8080).
const cms = process.env.CMS_URL ?? 'http://localhost:8080';
const toCms = { target: cms, changeOrigin: false };

/**
 * `vite build` makes the site (dist); `vite build --ssr src/server/render-page.tsx` makes the CMS's
 * renderer of first views (dist-server/render-page.cjs): one CommonJS file with React and the
 * site's code in it, so the CMS can require it without the site's node_modules.
 */
const serverBuild = {
  outDir: 'dist-server',
  copyPublicDir: false,
  sourcemap: true,
  rollupOptions: { output: { format: 'cjs', entryFileNames: 'render-page.cjs', inlineDynamicImports: true } },
};

export default defineConfig(
  ({ isSsrBuild }) =>
    ({
      plugins: isSsrBuild ? [react()] : [react(), keepPreviousBuilds(), precompress()],
      // The renderer always runs React's production build, whatever NODE_ENV the CMS runs with.
      define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
      ssr: { noExternal: true, target: 'node' },
      server: {
        port: Number(process.env.WEB_PORT ?? 5173),
        proxy: { '/graphql': toCms, '/api': toCms, '/uploads': toCms, '/admin': toCms },
      },
      build: isSsrBuild
        ? serverBuild
        : {
            target: 'es2022',
            sourcemap: true,
            // dist/.vite/manifest.json: which chunks each module needs, read by the bundle budget check.
            manifest: true,
            reportCompressedSize: false,
            // The site (index.html), and the loader a page sent already rendered uses instead (src/after-paint.ts).
            rollupOptions: { input: { index: 'index.html', 'after-paint': 'src/after-paint.ts' } },
          },
      test: {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
        restoreMocks: true,
      },
    }) as never,
);
