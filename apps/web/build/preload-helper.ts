import type { Plugin } from 'vite';

/** Vite's preload helper, a virtual module every lazy import's chunk imports `__vitePreload` from. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** Preload links added in one task. */
export const LINKS_PER_TASK = 3;

/**
 * The preload helper's code: `__vitePreload(load, deps)` as Vite's, but for when the script links
 * go in. Vite's helper adds a `<link rel=modulepreload>` for each not-yet-linked file a lazy chunk
 * imports, all in the task that asks for the chunk: for a signed-in screen that is the router's
 * loader task, which added 9 to 15 links there, 15 to 28 ms of it on this host (each link starts
 * a fetch on the main thread, about a millisecond, a phone several). Here the chunk itself is
 * asked for at once, and the script links follow a few per task, so the fetches still run beside
 * the chunk's but a tap is answered between them. Stylesheets are linked at once and waited for,
 * as Vite's are, since the screen must not draw without them. A failed stylesheet or chunk raises
 * `vite:preloadError` as Vite's helper does.
 */
export function preloadHelperCode(base: string, perTask = LINKS_PER_TASK): string {
  return `const seen = {};
const queue = [];
function addLink(href, rel) {
  const link = document.createElement("link");
  link.rel = rel;
  if (rel !== "stylesheet") link.as = "script";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
  return link;
}
function drain() {
  setTimeout(() => {
    queue.splice(0, ${perTask}).forEach((href) => {
      if (!document.querySelector('link[href="' + href + '"]')) addLink(href, "modulepreload");
    });
    if (queue.length) drain();
  });
}
function failed(error) {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
export const __vitePreload = function preload(load, deps) {
  const styles = [];
  const scripts = [];
  for (const file of deps || []) {
    const href = ${JSON.stringify(base)} + file;
    if (href in seen) continue;
    seen[href] = true;
    const css = href.endsWith(".css");
    if (document.querySelector('link[href="' + href + '"]' + (css ? '[rel="stylesheet"]' : ""))) continue;
    if (css) {
      const link = addLink(href, "stylesheet");
      styles.push(new Promise((resolve, reject) => {
        link.addEventListener("load", resolve);
        link.addEventListener("error", () => reject(new Error("Unable to preload CSS for " + href)));
      }));
    } else scripts.push(href);
  }
  if (scripts.length) {
    if (!queue.length) drain();
    queue.push(...scripts);
  }
  // Asked for at once; settled here so a failure waits for the stylesheets without going unhandled.
  const chunk = Promise.allSettled([load()]);
  return Promise.allSettled(styles).then(async (results) => {
    for (const result of results) if (result.status === "rejected") failed(result.reason);
    const [loaded] = await chunk;
    return loaded.status === "fulfilled" ? loaded.value : failed(loaded.reason);
  });
};
`;
}

/**
 * Replaces Vite's preload helper with preloadHelperCode's, which adds a lazy screen's script
 * preloads a few per task instead of all in the task that asks for the screen.
 */
export function preloadLinksAFewAtATime(): Plugin {
  let base = '/';
  return {
    name: 'preload-links-a-few-at-a-time',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? { code: preloadHelperCode(base), moduleSideEffects: false } : null;
    },
  };
}
