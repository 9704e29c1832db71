import { expect, test, type Page } from '@playwright/test';
import { fitProblems } from './fit';

/**
 * The walk's fitting checks (e2e/fit.ts) on pages made for them: each check passes a screen that
 * fits and fails the one thing it looks for. No server is asked; each page is set in place.
 */

test.use({ viewport: { width: 320, height: 640 } });

/** A page as the app draws text: German, words broken only where a line cannot hold them. */
const fixture = (page: Page, body: string) =>
  page.setContent(`<!doctype html>
<html lang="de">
  <head>
    <style>
      body { margin: 0; padding: 16px; font: 16px/1.5 sans-serif; hyphens: auto; overflow-wrap: break-word; }
      header { position: sticky; top: 0; display: flex; gap: 8px; align-items: center; }
      input { box-sizing: border-box; font: inherit; padding: 8px 12px; border: 1px solid #999; }
      .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
      .truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    </style>
  </head>
  <body>${body}</body>
</html>`);

test('a screen that fits has no problems', async ({ page }) => {
  await fixture(
    page,
    `<header>
       <button aria-label="Menü">☰</button>
       <div style="min-width: 0; flex: 1">
         <p style="margin: 0; font-size: 12px">Willkommen zurück</p>
         <p class="truncate" data-fit="ellipsis" style="margin: 0">Friseursalon Schnittpunkt am Marktplatz</p>
       </div>
     </header>
     <h1>Alle, die je abonniert haben</h1>
     <p style="width: 150px">Allgemeine Geschäfts&shy;bedingungen</p>
     <span class="sr-only">Telefonnummer</span>
     <label>Suchen <input type="search" placeholder="Planname" style="width: 100%"></label>
     <input type="time" style="width: 90px">`,
  );
  expect(await fitProblems(page)).toEqual([]);
});

test('a word split over two lines fails, in a heading as in a table header', async ({ page }) => {
  await fixture(
    page,
    `<h2 style="width: 80px">Eingelöste Gutscheine</h2>
     <table style="width: 120px; table-layout: fixed"><tr><th>Telefonnummer</th><th>Name</th></tr></table>`,
  );
  const problems = await fitProblems(page);
  expect(problems).toContainEqual(expect.stringContaining('splits the word "Eingelöste"'));
  expect(problems).toContainEqual(expect.stringContaining('splits the word "Telefonnummer"'));
});

test('a text field narrower than twelve characters fails', async ({ page }) => {
  await fixture(
    page,
    `<div style="display: flex; gap: 4px">
       <input aria-label="Schritt 1" value="Abo im Laden zeigen" style="min-width: 0; flex: 1">
       <button>↑</button><button>↓</button><button>Entfernen</button><button>Verschieben</button>
     </div>
     <input aria-label="Code" maxlength="1" style="width: 40px">`,
  );
  const problems = await fitProblems(page);
  expect(problems).toEqual([expect.stringMatching(/^input "Schritt 1" is narrower than 12 characters/)]);
});

test('a placeholder longer than its field fails', async ({ page }) => {
  await fixture(page, `<input type="search" placeholder="Nach Name oder Telefon suchen" style="width: 200px">`);
  expect(await fitProblems(page)).toEqual([
    expect.stringContaining('cuts its placeholder "Nach Name oder Telefon suchen" off'),
  ]);
  // Once something is typed the placeholder is gone, and so is the problem.
  await page.locator('input').fill('Kalle');
  expect(await fitProblems(page)).toEqual([]);
});

test('a top bar of more than two lines fails', async ({ page }) => {
  await fixture(
    page,
    `<header>
       <button aria-label="Menü">☰</button>
       <div style="width: 90px">
         <p style="margin: 0; font-size: 12px">Willkommen zurück</p>
         <p style="margin: 0">Café Morgenrot</p>
       </div>
     </header>`,
  );
  expect(await fitProblems(page)).toEqual([expect.stringMatching(/^header .* stacks 4 lines of text \(at most 2\)$/)]);
});

test('a text cut off by its box fails, unless it is marked as shown in full elsewhere', async ({ page }) => {
  await fixture(
    page,
    `<p style="width: 100px"><a class="truncate" style="display: block">Bäckerei Sonnenschein</a></p>`,
  );
  expect(await fitProblems(page)).toEqual([expect.stringContaining('is cut off')]);
  await page.locator('a').evaluate((a) => a.setAttribute('data-fit', 'ellipsis'));
  expect(await fitProblems(page)).toEqual([]);
});
