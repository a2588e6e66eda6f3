import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';

// In `npm run dev` the site runs on Vite and sends CMS paths to the CMS (CMS_URL, default :8080).
const cms = process.env.CMS_URL ?? 'http://localhost:8080';
const toCms = { target: cms, changeOrigin: false };

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/graphql': toCms, '/api': toCms, '/uploads': toCms, '/admin': toCms },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each module needs, read by the bundle budget check.
    manifest: true,
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
  },
} as never);
