import { expect, type Page } from '@playwright/test';

/**
 * Fitting a narrow phone (320 px) in German, whose words are long. A screen fits when:
 * - it never scrolls sideways, and no button, link, heading or label runs past the screen's edge
 *   or is cut off by its own box (clipped or ellipsised text), unless it is marked
 *   `data-fit="ellipsis"`: a text shortened on purpose that shows in full elsewhere (the store's
 *   name in the header, whole in the drawer);
 * - no word on screen is split over two lines ("TELEFONNU|MMER"). Hyphenation would split a word
 *   with a hyphen, but this browser has no hyphenation dictionary: every split it shows is a word
 *   broken because its box is narrower than the word, which a label must never be;
 * - every text field is at least MIN_FIELD_CHARS characters wide (of the field's own font: its
 *   "0"), or as wide as its longest value (maxlength) when that is shorter; date and time fields
 *   show a fixed pattern and are not measured;
 * - a placeholder fits its empty field whole ("Nach Nam…" is a cut placeholder);
 * - the bar at the top of a screen (a sticky or fixed header, the banner) stacks at most
 *   MAX_HEADER_LINES lines of text.
 *
 * `fitProblems` works on any page, so e2e/fit.spec.ts shows each check failing on a bad fixture.
 */

export const MIN_FIELD_CHARS = 12;
export const MAX_HEADER_LINES = 2;

/** Everything on the page now that does not fit, one sentence each. */
export async function fitProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minChars, maxLines }) => {
      const width = document.documentElement.clientWidth;
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true });
      };
      // Texts for screen readers only sit in a 1 px box on purpose, clipped: not seen, not measured.
      const unseen = new Map<Element, boolean>();
      const unseenText = (el: Element | null): boolean => {
        if (!el || el === document.body) return false;
        let hidden = unseen.get(el);
        if (hidden === undefined) {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          hidden =
            ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg'].includes(el.tagName) ||
            (style.position === 'absolute' && style.clip !== 'auto') ||
            (style.overflow !== 'visible' && (r.width <= 1 || r.height <= 1)) ||
            !el.checkVisibility({ visibilityProperty: true }) ||
            unseenText(el.parentElement);
          unseen.set(el, hidden);
        }
        return hidden;
      };
      const textNodes = (root: Element) => {
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (n.textContent?.trim() && !unseenText(n.parentElement)) nodes.push(n as Text);
        }
        return nodes;
      };
      const rectsOf = (node: Text, start = 0, end = node.length) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      };
      const scrollsSideways = (from: Element | null): boolean => {
        for (let p = from; p && p !== document.body; p = p.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
        }
        return false;
      };
      const canvas = document.createElement('canvas').getContext('2d')!;
      const textWidth = (text: string, style: CSSStyleDeclaration) => {
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        return canvas.measureText(text).width;
      };
      const problems: string[] = [];

      // Past the edge, or cut off by its own box.
      for (const el of document.querySelectorAll(
        'button, a, [role="button"], h1, h2, h3, [role="heading"], label, th, .truncate',
      )) {
        if (!shown(el) || unseenText(el)) continue;
        // Inside a box that scrolls sideways on purpose (a carousel of cards) the edge is the
        // box's, and what lies beyond it is reached by scrolling the box.
        if (scrollsSideways(el.parentElement)) continue;
        const r = el.getBoundingClientRect();
        if (r.right > width + 0.5 || r.left < -0.5)
          problems.push(`${name(el)} runs past the edge (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1 && el.getAttribute('data-fit') !== 'ellipsis')
          problems.push(`${name(el)} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
      }

      // A word on two lines. Words end at spaces, dashes, slashes and soft hyphens, where a line
      // may break without splitting one.
      const split = new Set<Element>();
      for (const node of textNodes(document.body)) {
        const el = node.parentElement!;
        if (split.has(el)) continue;
        for (const m of node.data.matchAll(/[^\s\u00ad\u200b\-–—/]+/g)) {
          if (m[0].length < 2) continue;
          // Where its first and its last letter stand: a word broken after a soft hyphen starts on
          // the next line, whole (the first letter's range may still reach back to the hyphen).
          const first = rectsOf(node, m.index, m.index + 1).at(-1);
          const last = rectsOf(node, m.index + m[0].length - 1, m.index + m[0].length).at(-1);
          if (first && last && last.top >= first.bottom - 1) {
            split.add(el);
            problems.push(`${name(el)} splits the word "${m[0]}" over two lines`);
            break;
          }
        }
      }

      // Text fields: wide enough to read what is typed, and to show their placeholder whole.
      // Dates and times are not typed as text: their fields show a fixed pattern and a picker.
      const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'textarea, input:is(:not([type]), [type="text"], [type="search"], [type="email"], [type="tel"], [type="url"], [type="password"], [type="number"])',
      );
      for (const field of fields) {
        if (!shown(field) || unseenText(field)) continue;
        const style = getComputedStyle(field);
        const inner = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const chars = field.maxLength > 0 ? Math.min(minChars, field.maxLength) : minChars;
        const needed = chars * textWidth('0', style);
        if (inner + 0.5 < needed)
          problems.push(
            `${name(field)} is narrower than ${chars} characters (${Math.round(inner)} < ${Math.round(needed)} px)`,
          );
        // A textarea wraps its placeholder; a one-line field cuts it off.
        if (field.tagName === 'INPUT' && field.placeholder && field.value === '') {
          const placeholder = textWidth(field.placeholder, getComputedStyle(field, '::placeholder'));
          if (placeholder > inner + 0.5)
            problems.push(
              `${name(field)} cuts its placeholder "${field.placeholder}" off (${Math.round(placeholder)} > ${Math.round(inner)} px)`,
            );
        }
      }

      // The bar at the top: its texts stack at most maxLines lines. Lines are counted where they
      // stack, so a title beside a two-line greeting is not a third line.
      const bars = [...document.querySelectorAll('header, [role="banner"]')].filter(
        (el) => el.matches('[role="banner"]') || ['sticky', 'fixed'].includes(getComputedStyle(el).position),
      );
      for (const bar of bars) {
        if (!shown(bar)) continue;
        const lines = textNodes(bar).flatMap((node) => rectsOf(node));
        let most = 0;
        for (const at of lines) {
          const column = lines
            .filter((r) => r.left < at.right - 1 && r.right > at.left + 1)
            .sort((a, b) => a.top - b.top);
          let rows = 0;
          let bottom = -Infinity;
          for (const r of column) {
            if (r.top >= bottom - 2) rows++;
            bottom = Math.max(bottom, r.bottom);
          }
          most = Math.max(most, rows);
        }
        if (most > maxLines) problems.push(`${name(bar)} stacks ${most} lines of text (at most ${maxLines})`);
      }
      return problems;
    },
    { minChars: MIN_FIELD_CHARS, maxLines: MAX_HEADER_LINES },
  );
}

export async function expectFits(page: Page, where: string) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await fitProblems(page), `${where}: does not fit at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
}
