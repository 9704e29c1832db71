import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { compileHintOnEntry } from './build/compile-hint';
import { preloadLinksAFewAtATime } from './build/preload-helper';
import { preloadSignedInRoutes } from './build/preload-signed-in-routes';
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
 * React Router's bundle makes its contexts and components at the top level with React's
 * `createContext`, `forwardRef` and `memo`, unannotated. React is CommonJS, so Rollup cannot tell
 * these calls have no side effects and keeps each of them, with all it references, in the entry
 * whether the app uses it or not (`<Form>` and its submission code, the framework-mode contexts).
 * Marked pure, the ones nothing uses are dropped. The comment moves no line, so no source map is
 * needed for it.
 */
function pureReactRouterFactories(): Plugin {
  const factory = /(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g;
  const displayName = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
  return {
    name: 'pure-react-router-factories',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return { code: code.replace(factory, '/* @__PURE__ */ $1').replace(displayName, ''), map: null };
    },
  };
}

/**
 * React Router's package exports only its development build, which keeps its warnings (routes
 * without an element, a navigation during render, the data router's error logs) as code the
 * minifier cannot drop. Its production build, shipped beside it, differs by that one flag: the
 * app's build takes it.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
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
const mocking = filesThatMock('src', 'server', 'build');
const unitTests = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'];

/** `@/x` is `src/x`: imports name what they use, not how many folders up it lives. */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    countryFlags(),
    reactRouterProductionBuild(),
    pureReactRouterFactories(),
    preloadSignedInRoutes(),
    preloadLinksAFewAtATime(),
    compileHintOnEntry(),
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
    // Illustrations and the map pin stay files the browser caches, never base64 inside a script.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // Modules shared by a few screens (a form kit, a field, a helper) would each become a chunk of
    // a few hundred bytes, each one more request and more import glue on the sign-in's critical
    // path; side-effect-free chunks under 1.4 KB join a chunk loaded under the same conditions.
    // (Measured with `npm run size` and the build's chunk count: from 1 to 1.3 KB the sign-in
    // fetched 120.1 to 120.5 KB, as small signed-in chunks joined ones it loads; at 1.4 KB it fetches
    // 119.9-120.0 KB, and a signed-in screen preloads fewer chunks: 92 in the build against 96 at 1.2 KB.
    // Rollup's merging moves with every new import, so `npm run size` is run on every change.)
    rollupOptions: { output: { experimentalMinChunkSize: 1400 } },
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
