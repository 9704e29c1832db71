import { expect, type Page } from '@playwright/test';

/**
 * Fitting a narrow phone (320 px) in German, whose words are long: the page never scrolls
 * sideways, and no button, link or heading runs past the screen's edge, is cut off by its own box
 * (clipped or ellipsised text) or splits a word over two lines.
 */

/** What sticks out: elements past the right or left edge, and texts their box clips. */
export async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Texts for screen readers only sit in a 1 px box on purpose.
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden';
    };
    const scrollsSideways = (from: Element | null): boolean => {
      for (let p = from; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    // A button squeezed below its longest word shows it broken ("Bearbeite|n"). This browser has
    // no hyphenation dictionary, so any word on two lines is such a break.
    const splitWord = (el: Element): string | null => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[^\s\-–]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) return m[0];
        }
      }
      return null;
    };
    const problems: string[] = [];
    const items = document.querySelectorAll(
      'button, a, [role="button"], h1, h2, h3, [role="heading"], label, .truncate',
    );
    for (const el of items) {
      if (!visible(el)) continue;
      // Inside a box that scrolls sideways on purpose (a carousel of cards, a wide table) the edge
      // is the box's, and what lies beyond it is reached by scrolling the box.
      if (scrollsSideways(el.parentElement)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > width + 0.5 || r.left < -0.5)
        problems.push(`${name(el)} runs past the edge (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name(el)} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
      // Controls drawn as buttons (the button look's min-h-11), links styled so included; a long
      // word in running text or a list row may wrap where the phone's hyphenation puts it.
      const split = el.matches('button, [role="button"], a.min-h-11') ? splitWord(el) : null;
      if (split) problems.push(`${name(el)} splits the word "${split}" over two lines`);
    }
    return problems;
  });
}

export async function expectFits(page: Page, where: string) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await cutOff(page), `${where}: cut off at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
}
