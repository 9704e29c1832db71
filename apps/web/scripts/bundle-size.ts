/**
 * Bundle size of the web app: builds it into a temporary folder and reports, from Vite's manifest,
 * the gzipped JS and CSS a browser needs to first paint /login (the entry chunk, the login route
 * chunk and everything they import statically), the total of all JS, and where the heavy libraries
 * (leaflet, recharts) ended up. Fails (exit 1) when /login needs more than 150 KB of gzipped JS or
 * when a heavy library is part of its first paint.
 *
 * Chunks are found by their source path in the manifest, never by their hashed file names.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { build, type Rollup } from 'vite';

const BUDGET_KB = 150;
const LOGIN_ROUTE_SOURCE = /(^|\/)features\/auth\/routes\/login-page\.tsx$/;
const HEAVY = {
  leaflet: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
  recharts: /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor)[\\/]/,
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
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gz.get(file)!;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  // The login route may share its chunk with modules it has in common with others, so the chunk is
  // found by the module it contains, then looked up in the manifest by its file.
  const loginFile = chunks.find((c) => c.moduleIds.some((id) => LOGIN_ROUTE_SOURCE.test(id.split('?')[0]!)))?.fileName;
  const loginKey = Object.keys(manifest).find((k) => manifest[k]!.file === loginFile);
  if (!entryKey || !loginKey)
    throw new Error(`manifest lacks ${entryKey ? 'the login route chunk' : 'an entry chunk'}`);

  // The first paint of /login: both roots and their static imports, recursively; CSS of each.
  const firstPaint = new Set<string>();
  const visit = (key: string) => {
    if (firstPaint.has(key)) return;
    firstPaint.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit(entryKey);
  visit(loginKey);
  const jsFiles = [...new Set([...firstPaint].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')))];
  const cssFiles = [...new Set([...firstPaint].flatMap((k) => manifest[k]!.css ?? []))];

  const jsGz = jsFiles.reduce((s, f) => s + gzipOf(f), 0);
  const cssGz = cssFiles.reduce((s, f) => s + gzipOf(f), 0);
  const allJsGz = chunks.reduce((s, c) => s + gzipOf(c.fileName), 0);

  console.log('\nFirst paint of /login (gzipped)');
  for (const f of [...jsFiles, ...cssFiles]) console.log(`  ${fmt(gzipOf(f))}  ${f}`);
  console.log(`  JS     ${fmt(jsGz)}`);
  console.log(`  CSS    ${fmt(cssGz)}`);
  console.log(`  Total  ${fmt(jsGz + cssGz)}`);
  // What makes up the first paint, by package (minified, before gzip), to show where to cut.
  const byPackage = new Map<string, number>();
  for (const c of chunks.filter((ch) => jsFiles.includes(ch.fileName))) {
    for (const [id, m] of Object.entries(c.modules)) {
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + m.renderedLength);
    }
  }
  console.log('\nLargest parts of the /login first paint (rendered source before minification)');
  for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${fmt(bytes)}  ${pkg}`);
  // The splash is the first paint; the form loads while it shows. Reported so the whole sign-in cost stays visible.
  const formReady = new Set(firstPaint);
  const visitAll = (key: string) => {
    if (formReady.has(key) && key !== loginKey) return;
    formReady.add(key);
    manifest[key]!.imports?.forEach(visitAll);
  };
  manifest[loginKey]!.dynamicImports?.forEach(visitAll);
  const formJs = [...new Set([...formReady].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')))];
  const formCss = [...new Set([...formReady].flatMap((k) => manifest[k]!.css ?? []))];
  console.log(
    `\nLoaded by the end of the 2 s splash (login form ready): JS ${fmt(formJs.reduce((s2, f) => s2 + gzipOf(f), 0)).trim()}, CSS ${fmt(formCss.reduce((s2, f) => s2 + gzipOf(f), 0)).trim()}`,
  );
  console.log(`\nAll JS of the app (gzipped): ${fmt(allJsGz).trim()} in ${chunks.length} chunks`);

  // Where the heavy libraries live, and whether /login would pay for them.
  const problems: string[] = [];
  console.log('\nHeavy libraries');
  for (const [lib, pattern] of Object.entries(HEAVY)) {
    const holders = chunks.filter((c) => c.moduleIds.some((id) => pattern.test(id))).map((c) => c.fileName);
    const inFirstPaint = holders.filter((f) => jsFiles.includes(f));
    console.log(`  ${lib.padEnd(9)} ${holders.length ? holders.join(', ') : '(not bundled)'}`);
    console.log(
      `  ${''.padEnd(9)} in /login first paint: ${inFirstPaint.length ? `YES (${inFirstPaint.join(', ')})` : 'no'}`,
    );
    if (inFirstPaint.length) problems.push(`${lib} is part of the /login first paint`);
  }
  const leafletCss = cssFiles.filter((f) => LEAFLET_CSS.test(readFileSync(join(outDir, f), 'utf8')));
  if (leafletCss.length) problems.push(`leaflet CSS is part of the /login first paint (${leafletCss.join(', ')})`);

  const verdict = kb(jsGz) <= BUDGET_KB;
  console.log(
    `\nBudget: /login ≤ ${BUDGET_KB} KB gzipped JS → ${kb(jsGz).toFixed(1)} KB ${verdict ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!verdict) problems.push(`/login needs ${kb(jsGz).toFixed(1)} KB of gzipped JS (budget ${BUDGET_KB} KB)`);

  if (problems.length) {
    console.error(`\n✗ ${problems.join('\n✗ ')}`);
    process.exitCode = 1;
  } else {
    console.log('✓ within budget; leaflet and recharts load only on the screens that use them');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
