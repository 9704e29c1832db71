import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * Country flags as static files under /flags/ (country-flag-icons' 3:2 SVGs, about 250 files of
 * under 1 KB each): the phone picker asks for a flag only when its row shows, and no flag is part
 * of any script. Served from node_modules in dev, copied into the build.
 */
function countryFlags(): Plugin {
  const dir = join(dirname(createRequire(import.meta.url).resolve('country-flag-icons')), '3x2');
  const file = /^\/([A-Z]{2})\.svg$/;
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const iso = file.exec(req.url ?? '')?.[1];
        if (!iso || !readdirSync(dir).includes(`${iso}.svg`)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'max-age=3600');
        res.end(readFileSync(join(dir, `${iso}.svg`)));
      });
    },
    generateBundle() {
      for (const name of readdirSync(dir).filter((f) => /^[A-Z]{2}\.svg$/.test(f))) {
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}

/** `@/x` is `src/x`: imports name what they use, not how many folders up it lives. */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    countryFlags(),
    // Every text asset also as .gz and .br beside it: the static server (server/static-server.ts)
    // sends what the browser accepts without compressing per request.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: { alias: srcAlias },
  server: { host: process.env.VITE_HOST ?? '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Illustrations and the map pin stay files the browser caches, never base64 inside a script.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // Modules shared by a few screens (a form kit, a field, a helper) would each become a chunk of
    // a few hundred bytes, each one more request and more import glue on the sign-in's critical
    // path; side-effect-free chunks under 1 KB join a chunk loaded under the same conditions.
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    css: false,
    // jsdom tests that type into long lists (the country picker) take seconds on a busy 2-core
    // machine; the limit only stops a hung test, it measures nothing.
    testTimeout: 20_000,
  },
});
