import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { setTitleStoreName, titled, useDocumentTitle } from './document-title';

function Page() {
  useDocumentTitle();
  return null;
}

/** A page titled "Vouchers", and how often it has rendered. */
function renderPage() {
  const renders: string[] = [];
  const router = createMemoryRouter([
    {
      path: '/',
      handle: titled('vouchers'),
      element: (
        <Profiler id="page" onRender={(_id, phase) => renders.push(phase)}>
          <Page />
        </Profiler>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return renders;
}

describe('useDocumentTitle', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => setTitleStoreName(null));

  it("names the page and the app until the store is known, then the page and the store, in the interface's language", async () => {
    renderPage();
    expect(document.title).toBe('Vouchers · Merchant');

    act(() => setTitleStoreName('Café Morgenrot'));
    expect(document.title).toBe('Vouchers · Café Morgenrot');

    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Gutscheine · Café Morgenrot');

    act(() => setTitleStoreName(null));
    expect(document.title).toBe('Gutscheine · Merchant');
  });

  it('takes the store name without rendering the screen again', () => {
    const renders = renderPage();
    const before = renders.length;
    act(() => setTitleStoreName('Café Morgenrot'));
    expect(document.title).toBe('Vouchers · Café Morgenrot');
    expect(renders).toHaveLength(before);
  });
});
