/**
 * Bundle size of the web app: what a phone downloads before the login form can be used.
 *
 * Builds the app into a temporary folder and measures it twice:
 *  1. From Vite's manifest: the entry, the login route, and the chunks the login route loads while
 *     its 2 s splash shows (the onboarding carousel and the login form), each with everything it
 *     imports statically. Chunks are found by their source path, never by their hashed names.
 *  2. In real Chromium (when it is installed): a first visit to /login on a phone-sized screen,
 *     every script fetched until the network is idle after the splash, then after the carousel is
 *     skipped and the form shows. This also catches what the form loads at run time.
 * Sizes are gzipped. Fails (exit 1) when either figure is above the budget, or when the heavy library
 * (leaflet, the maps') or leaflet's stylesheet is part of the login.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { build, type Rollup } from 'vite';

const BUDGET_KB = 140;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOGIN_ROUTE_SOURCE = /(^|\/)features\/auth\/routes\/login-page\.tsx$/;
/** The sign-in's texts in German, the language a first visit starts in: the shared namespaces and auth's. */
const FIRST_TEXTS_SOURCE = /(^|\/)i18n\/de\/(common|ui|auth)\.json$/;
const HEAVY = {
  leaflet: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
};
/** Leaflet's stylesheet, recognised by content since CSS assets do not list their sources. */
const LEAFLET_CSS = /\.leaflet-(container|pane|tile)\b/;

/** "…/node_modules/@scope/pkg/x.js" → "@scope/pkg"; app sources → their folder under src/. */
function packageOf(id: string): string {
  const path = id.replace(/\\/g, '/').split('?')[0]!;
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [a, b] = path.slice(nm + 14).split('/');
    return a!.startsWith('@') ? `${a}/${b}` : a!;
  }
  const src = /\/(apps\/web\/src|contracts\/src)\/(.*)$/.exec(path);
  if (!src) return path;
  const parts = src[2]!.split('/');
  return `${src[1]}/${parts.slice(0, parts[0] === 'features' ? 2 : 1).join('/')}`;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'mbo-web-size-'));
const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1).padStart(7)} KB`;
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  // At the level of the .gz files the build writes beside each asset, which the server sends.
  if (!gz.has(file))
    gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length);
  return gz.get(file)!;
};
const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzipOf(f), 0);

/** Serves the build like a static host: files as they are, index.html for app paths. */
function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    const found = extname(path) !== '' && existsSync(file);
    res.setHeader('Content-Type', types[found ? extname(file) : '.html'] ?? 'application/octet-stream');
    res.end(readFileSync(found ? file : join(dir, 'index.html')));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * A first visit to /login in Chromium: the files fetched by the time the login form is usable,
 * and the flags fetched when the country picker opens.
 */
async function measureInBrowser(): Promise<{ scripts: string[]; flagsOnForm: number; flagsWithPicker: number }> {
  const { chromium } = await import('@playwright/test');
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const fetched = new Set<string>();
    page.on('requestfinished', (r) => fetched.add(new URL(r.url()).pathname.replace(/^\//, '')));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${base}/login`);
    // The splash, then (first visit) the carousel; the form's code loads while they show.
    await page.getByTestId('onboarding').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /skip|überspringen/i }).click();
    await page.getByTestId('login-form').waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = [...fetched].filter((f) => f.endsWith('.js'));
    const flagsOnForm = [...fetched].filter((f) => f.startsWith('flags/')).length;
    await page.getByTestId('country-picker').click();
    await page.getByRole('listbox').waitFor();
    await page.waitForLoadState('networkidle');
    const flagsWithPicker = [...fetched].filter((f) => f.startsWith('flags/')).length;
    return { scripts, flagsOnForm, flagsWithPicker };
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  const result = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  // The login route may share its chunk with modules it has in common with others, so the chunk is
  // found by the module it contains, then looked up in the manifest by its file.
  const loginFile = chunks.find((c) => c.moduleIds.some((id) => LOGIN_ROUTE_SOURCE.test(id.split('?')[0]!)))?.fileName;
  const loginKey = Object.keys(manifest).find((k) => manifest[k]!.file === loginFile);
  const textsFiles = chunks
    .filter((c) => c.moduleIds.some((id) => FIRST_TEXTS_SOURCE.test(id.split('?')[0]!)))
    .map((c) => c.fileName);
  const textsKeys = Object.keys(manifest).filter((k) => textsFiles.includes(manifest[k]!.file));
  if (!entryKey || !loginKey || textsKeys.length !== 3)
    throw new Error(
      `manifest lacks ${!entryKey ? 'an entry chunk' : !loginKey ? 'the login route chunk' : 'the sign-in texts'}`,
    );

  // What the form needs: the entry, the login route and the chunks it loads during the splash,
  // each with its static imports, recursively.
  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit(entryKey);
  textsKeys.forEach(visit);
  visit(loginKey);
  manifest[loginKey]!.dynamicImports?.forEach(visit);
  const jsFiles = [...new Set([...needed].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')))];
  const cssFiles = [...new Set([...needed].flatMap((k) => manifest[k]!.css ?? []))];
  const jsGz = sum(jsFiles);

  console.log('\nWhat the login form needs: entry, its texts, login route, carousel and form chunks (gzipped)');
  for (const f of [...jsFiles].sort((a, b) => gzipOf(b) - gzipOf(a))) console.log(`  ${fmt(gzipOf(f))}  ${f}`);
  for (const f of cssFiles) console.log(`  ${fmt(gzipOf(f))}  ${f}`);
  console.log(`  JS     ${fmt(jsGz)}`);
  console.log(`  CSS    ${fmt(sum(cssFiles))}`);

  // Where those bytes come from, by package (minified, before gzip), to show where to cut.
  const byPackage = new Map<string, number>();
  for (const c of chunks.filter((ch) => jsFiles.includes(ch.fileName))) {
    for (const [id, m] of Object.entries(c.modules)) {
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + m.renderedLength);
    }
  }
  console.log('\nLargest parts of it (rendered source before minification)');
  for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${fmt(bytes)}  ${pkg}`);

  const problems: string[] = [];
  const figures: [string, number][] = [['login form (manifest)', jsGz]];

  if (existsSync(CHROMIUM)) {
    const browser = await measureInBrowser();
    const browserGz = sum(browser.scripts);
    figures.push(['login form (Chromium)', browserGz]);
    console.log(
      `\nIn Chromium, a first visit to /login until the form is usable: ${fmt(browserGz).trim()} of JS in ${browser.scripts.length} scripts`,
    );
    const extra = browser.scripts.filter((f) => !jsFiles.includes(f));
    if (extra.length) console.log(`  beyond the manifest figure: ${extra.join(', ')}`);
    console.log(
      `  flags fetched: ${browser.flagsOnForm} with the form, ${browser.flagsWithPicker} with the country picker open`,
    );
  } else {
    console.log(`\n(Chromium not found at ${CHROMIUM}: the browser measurement is skipped.)`);
  }

  console.log(
    `\nAll JS of the app (gzipped): ${fmt(sum(chunks.map((c) => c.fileName))).trim()} in ${chunks.length} chunks`,
  );

  // Where the heavy libraries live, and whether the login would pay for them.
  console.log('\nHeavy libraries');
  for (const [lib, pattern] of Object.entries(HEAVY)) {
    const holders = chunks.filter((c) => c.moduleIds.some((id) => pattern.test(id))).map((c) => c.fileName);
    const inLogin = holders.filter((f) => jsFiles.includes(f));
    console.log(`  ${lib.padEnd(9)} ${holders.length ? holders.join(', ') : '(not bundled)'}`);
    console.log(`  ${''.padEnd(9)} loaded by /login: ${inLogin.length ? `YES (${inLogin.join(', ')})` : 'no'}`);
    if (inLogin.length) problems.push(`${lib} is loaded by /login`);
  }
  const leafletCss = cssFiles.filter((f) => LEAFLET_CSS.test(readFileSync(join(outDir, f), 'utf8')));
  if (leafletCss.length) problems.push(`leaflet CSS is loaded by /login (${leafletCss.join(', ')})`);

  console.log('');
  for (const [name, bytes] of figures) {
    const ok = kb(bytes) <= BUDGET_KB;
    console.log(
      `Budget: ${name} ≤ ${BUDGET_KB} KB gzipped JS → ${kb(bytes).toFixed(1)} KB ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    if (!ok) problems.push(`${name} needs ${kb(bytes).toFixed(1)} KB of gzipped JS (budget ${BUDGET_KB} KB)`);
  }

  if (problems.length) {
    console.error(`\n✗ ${problems.join('\n✗ ')}`);
    process.exitCode = 1;
  } else {
    console.log('✓ within budget; leaflet loads only on the screens that use it');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
