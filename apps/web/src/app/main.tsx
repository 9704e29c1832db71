// First: zod's settings apply to the schemas built after them.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyStoredLocale, loadLanguage } from '@/i18n';
import { nextTask } from '@/lib/next-task';
import './styles.css';
import { createAppRouter } from './router';

// A transition, so React renders the first screen in slices of a few milliseconds, letting the
// browser breathe between them, rather than in one piece that holds a phone's main thread (the
// router's own updates are transitions already). The start screen drawn by index.html stays until
// the first screen is ready.
function render(router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

// The app starts in three tasks, each short enough to leave a phone's main thread free for a tap:
// the modules' evaluation (this one), the router (which matches the path and starts loading the
// first screen's code), and the first render. The first screens' texts load beside the screen's
// code, in the stored language only, while the start screen drawn by index.html shows; a failed
// download is tried once more before the app starts without them. (Not a top-level await: the
// screens' chunks import from the entry, which must not wait for one of them.)
const locale = applyStoredLocale();
const texts = loadLanguage(locale)
  .catch(() => loadLanguage(locale))
  .catch(() => undefined);
void nextTask().then(async () => {
  const router = createAppRouter();
  await texts;
  await nextTask();
  render(router);
});
