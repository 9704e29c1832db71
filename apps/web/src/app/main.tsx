// First: zod's settings apply to the schemas built after them.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyStoredLocale, loadLanguage } from '@/i18n';
import './styles.css';
import { router } from './router';

// A transition, so React renders the first screen in slices of a few milliseconds, letting the
// browser breathe between them, rather than in one piece that holds a phone's main thread (the
// router's own updates are transitions already). The start screen drawn by index.html stays until
// the first screen is ready.
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

// The router has started loading the first screen's code; its texts load beside it, in the
// stored language only, while the start screen drawn by index.html shows. A failed download is
// tried once more before the app starts without them. (Not a top-level await: the screens'
// chunks import from the entry, which must not wait for one of them.)
const locale = applyStoredLocale();
void loadLanguage(locale)
  .catch(() => loadLanguage(locale))
  .catch(() => undefined)
  .then(render);
