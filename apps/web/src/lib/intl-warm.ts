import { storedLocale } from '@/i18n';

/** The Intl locale of an interface language. */
export const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

const warmUps = new Map<string, Promise<void>>();

/**
 * Loads an Intl locale's number and date data on a worker thread, once per locale: the first Intl
 * number or date formatter of a page loads that data from ICU (14 to 23 ms on this host, in one
 * task no code can split), and the browser keeps it for every thread of the page, so the main
 * thread's own first formatters then take a fraction of a millisecond. The router starts it when it
 * first meets a signed-in path (app/router.tsx), so the worker runs while the first screen's code
 * and data load. Resolves when the worker is done, or could not be: a browser without workers, a
 * worker that fails to load or does not answer within `patience` ms.
 */
export function warmIntl(tag: string, patience = 3000): Promise<void> {
  let warm = warmUps.get(tag);
  if (!warm) {
    warm = new Promise<void>((resolve) => {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
      } catch {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        worker.terminate();
        resolve();
      };
      const timer = setTimeout(done, patience);
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(tag);
    });
    warmUps.set(tag, warm);
  }
  return warm;
}

/**
 * A lazy screen's load that first starts the warm-up in the stored language, for a public screen
 * whose first render needs it (the phone field's country picker names the chosen country): the
 * worker runs while the screen's code downloads. The router starts it for the signed-in screens.
 */
export const warmingIntl =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> => {
    warmStoredLocale();
    return load();
  };

/** Starts the warm-up in the interface's stored language (its Intl locale), without waiting for it. */
export const warmStoredLocale = () => void warmIntl(intlLocale(storedLocale()));

/** Forgets the warm-ups started, as a page load starts with none (for tests). */
export const forgetIntlWarmUps = () => warmUps.clear();
