import type { Plugin, Rollup } from 'vite';
import { storageKeys } from '../src/lib/storage';
import { LINKS_PER_TASK } from './preload-helper';

/** The files of a language's texts: the first screens' (every page), and every domain's (signed in). */
export interface TextFiles {
  first: string[];
  all: string[];
}

/**
 * The script index.html runs first. In the stored language (German unless English is stored, as
 * the app reads it), the first screens' texts start downloading as module preloads on every page;
 * with an unexpired session in storage, so do the given signed-in files and every domain's texts.
 * They start once the start screen has painted: before it, they would share the network with the
 * stylesheet and the entry that the first paint waits for. Each link costs the main thread about a
 * millisecond (a phone several), so they go in a few at a time, a task each, and the page can answer
 * a tap between them.
 */
export function preloadScript(signedIn: string[], texts: Record<'en' | 'de', TextFiles>): string {
  const token = JSON.stringify(storageKeys.accessToken);
  const expiry = JSON.stringify(storageKeys.expiredAt);
  const locale = JSON.stringify(storageKeys.locale);
  return (
    `try{var s=localStorage,t=s.getItem(${locale})==="en"?${JSON.stringify(texts.en)}:${JSON.stringify(texts.de)},f=t.first;` +
    `if(s.getItem(${token})&&Number(s.getItem(${expiry}))*1000>Date.now())f=f.concat(${JSON.stringify(signedIn)},t.all);` +
    `requestAnimationFrame(function n(){f.length&&setTimeout(function(){f.splice(0,${LINKS_PER_TASK}).forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});n()})})}catch(e){}`
  );
}

/**
 * A signed-in page opened directly (a bookmark, a reload, a link from a notification) needs the
 * signed-in screens' route table before it knows which screen's code to load, and the app asks
 * for that table only once its entry has run: one more round trip before the screen draws, which
 * a phone network makes the slowest part of the start. With this script in index.html, the table
 * and the chunks it imports download beside the entry instead, with the query client's layout
 * (app/providers.tsx) that every signed-in screen sits in, and so do the texts in the stored
 * language, which the app would ask for only once its entry has run (the first screens' on every
 * page, every domain's before a signed-in screen renders). The sign-in, without a session,
 * downloads only its own texts early.
 */
export function preloadSignedInRoutes(
  routeTable = '/src/app/signed-in-routes.ts',
  providers = '/src/app/providers.tsx',
  mainLayout = '/src/app/layouts/main-layout.tsx',
): Plugin {
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
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        /** A chunk and the chunks it imports, but the entry, which the page loads anyway. */
        const withImports = (c: Rollup.OutputChunk) =>
          [c.fileName, ...c.imports.filter((f) => !entries.has(f))].map((f) => `${base}${f}`);
        const holding = (module: string) => {
          const found = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
          if (!found) throw new Error(`No chunk holds ${module}: it cannot be preloaded`);
          return found;
        };
        // The table, the query client's layout that every signed-in screen sits in, and the main
        // layout (drawer, header) of the screens a session opens on.
        const files = [
          ...new Set([routeTable, providers, mainLayout].flatMap((module) => withImports(holding(module)))),
        ];
        const textsOf = (lng: 'en' | 'de'): TextFiles => ({
          first: withImports(holding(`/src/i18n/first-texts.${lng}.ts`)),
          all: withImports(holding(`/src/i18n/texts.${lng}.ts`)).filter((f) => !f.includes('/first-texts.')),
        });
        // Right after the charset, before the stylesheet link: an inline script after a stylesheet
        // waits for it to load.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the preload has no place');
        // The entry as a module preload too: a screen's chunk lists it among the files to preload
        // (its imports), and Vite's loader adds a link for each one no link in the page names yet.
        const entryLinks = [...entries]
          .map((f) => `\n    <link rel="modulepreload" crossorigin href="${base}${f}">`)
          .join('');
        return html.replace(
          charset,
          (meta) =>
            `${meta}\n    <script>${preloadScript(files, { en: textsOf('en'), de: textsOf('de') })}</script>${entryLinks}`,
        );
      },
    },
  };
}
