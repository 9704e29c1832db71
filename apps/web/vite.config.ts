import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { API_PATH_PATTERN } from './server/api-paths';

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

/**
 * The unit tests share one module cache and one DOM per worker (`isolate: false`): building a
 * fresh jsdom and importing React, the router and the texts again for each of 80 files cost four
 * fifths of the run. A file that swaps a module with `vi.mock` needs a cache of its own (another
 * file may already have loaded the real module), so such files run isolated, found by reading them.
 */
export function filesThatMock(...dirs: string[]): string[] {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return dirs.flatMap((dir) =>
    readdirSync(join(here, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(here, file), 'utf8'))),
  );
}
const mocking = filesThatMock('src', 'server');
const unitTests = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'];

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
  server: {
    host: process.env.VITE_HOST ?? '127.0.0.1',
    port: 5173,
    strictPort: true,
    // With API_PROXY (the API's address) and VITE_API_URL=/, the dev server passes the API's paths
    // on, as the production server does (server/static-server.ts): one origin, no preflights.
    ...(process.env.API_PROXY ? { proxy: { [API_PATH_PATTERN]: process.env.API_PROXY } } : {}),
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No preload links for a lazily loaded chunk's imports: the browser asks for a chunk's imports
    // once it has the chunk. Appending the links cost a signed-in screen 8–12 ms of its two busiest
    // tasks; without them Lighthouse's mobile preset measured 80–200 ms less blocking time and no
    // later LCP on any route, the screens whose chunks import in three levels included
    // (docs/performance.md).
    modulePreload: false,
    // Terser writes about 3 % less than esbuild's minifier: 4 KB less of the sign-in's script.
    minify: 'terser',
    rollupOptions: {
      output: {
        // Each namespace's texts in one language are a chunk of their own, named after both
        // (texts.de.vouchers-….js), so a screen downloads only its own texts in its own language.
        manualChunks: (id) => {
          const texts = /[\\/]i18n[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
          // (The developers' gallery's texts are in the dev server only.)
          return texts && texts[2] !== 'sandbox' ? `texts.${texts[1]}.${texts[2]}` : undefined;
        },
        // Modules shared by a few screens (a field, an icon, a helper) would each be a chunk of a few
        // hundred bytes to a few KB: one more request and one more preload link each, and a signed-in
        // screen's first task starts every one of them. Side-effect-free chunks under 6 KB join a
        // chunk loaded under the same conditions (docs/performance.md).
        experimentalMinChunkSize: 6000,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    css: false,
    // jsdom tests that type into long lists (the country picker) take seconds on a busy 2-core
    // machine; the limit only stops a hung test, it measures nothing.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: unitTests, exclude: mocking } },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
});
