import type { Plugin, Rollup } from 'vite';
import { storageKeys } from '../src/lib/storage';

/**
 * The script index.html runs first: with an unexpired session in storage, the given files start
 * downloading as module preloads. Without a session (the sign-in, a public page) it does nothing.
 */
export function preloadScript(files: string[]): string {
  const token = JSON.stringify(storageKeys.accessToken);
  const expiry = JSON.stringify(storageKeys.expiredAt);
  return (
    `try{if(localStorage.getItem(${token})&&Number(localStorage.getItem(${expiry}))*1000>Date.now())` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=f;document.head.appendChild(l)})}catch(e){}`
  );
}

/**
 * A signed-in page opened directly (a bookmark, a reload, a link from a notification) needs the
 * signed-in screens' route table before it knows which screen's code to load, and the app asks
 * for that table only once its entry has run: one more round trip before the screen draws, which
 * a phone network makes the slowest part of the start. With this script in index.html, the table
 * and the chunks it imports download beside the entry instead. The sign-in, without a session,
 * downloads nothing more.
 */
export function preloadSignedInRoutes(routeTable = '/src/app/signed-in-routes.ts'): Plugin {
  let base = '/';
  return {
    name: 'preload-signed-in-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const table = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(routeTable)));
        if (!table) throw new Error(`No chunk holds ${routeTable}: the signed-in routes cannot be preloaded`);
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const files = [table.fileName, ...table.imports.filter((f) => !entries.has(f))].map((f) => `${base}${f}`);
        // Right after the charset, before the stylesheet link: an inline script after a stylesheet
        // waits for it to load.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the preload has no place');
        return html.replace(charset, (meta) => `${meta}\n    <script>${preloadScript(files)}</script>`);
      },
    },
  };
}
