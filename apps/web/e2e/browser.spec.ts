import { chromium, expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, IDLE_WORK_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../scripts/chromium';

/** Every process below `root`, from /proc (parent ids). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent id is the 2nd field after the command name, which may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
  }
  found.delete(root);
  return [...found];
}

/**
 * The features a browser started with `args` switches off in the renderer of a page, and how many
 * renderers it runs for one page.
 */
async function rendererState(args: string[]) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<p>ready</p>');
    const renderers = descendants(server.process().pid!)
      .map((pid) => {
        try {
          // Chromium rewrites its command line as one string, its arguments joined by spaces.
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
        } catch {
          return [];
        }
      })
      .filter((argv) => argv.includes('--type=renderer'));
    const flag = renderers[0]?.find((a) => a.startsWith('--disable-features='));
    await browser.close();
    return { renderers: renderers.length, disabled: flag?.slice('--disable-features='.length).split(',') ?? [] };
  } finally {
    await server.close();
  }
}

test.describe('the test browser', () => {
  test.skip(!existsSync('/proc/self/stat'), 'reads the browser’s processes from /proc');

  test('keeps Playwright’s own switched-off features and switches off the idle work', async () => {
    const withoutOurs = CHROMIUM_ARGS.filter((a) => !a.startsWith('--disable-features='));
    const playwrights = await rendererState(withoutOurs);
    const ours = await rendererState(CHROMIUM_ARGS);
    // A newer Playwright that switches off more features needs them added to scripts/chromium.ts.
    expect(playwrights.disabled.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights.disabled));
    expect(ours.disabled).toEqual(expect.arrayContaining([...playwrights.disabled, ...IDLE_WORK_FEATURES]));
    // One page, one renderer: no address-bar popup and no spare beside it.
    expect(ours.renderers).toBeLessThan(playwrights.renderers);
    expect(ours.renderers).toBe(1);
  });
});
