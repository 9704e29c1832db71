/** The formatters a warm-up makes, in one Intl locale (see intl-warm.worker.ts). */
export interface IntlWarmUp {
  tag: string;
  numbers: Intl.NumberFormatOptions[];
  dates: Intl.DateTimeFormatOptions[];
}

/**
 * Has a worker make the given formatters, and calls `ready` once it has (or could not: a browser
 * without workers, a worker that fails to load or does not answer within `patience` ms). Returns
 * a function that stops the worker and forgets `ready`.
 */
export function warmIntlOffThread(warmUp: IntlWarmUp, ready: () => void, patience = 3000): () => void {
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
  } catch {
    ready();
    return () => undefined;
  }
  const stop = () => {
    worker?.terminate();
    worker = undefined;
    clearTimeout(timer);
  };
  const done = () => {
    if (!worker) return;
    stop();
    ready();
  };
  const timer = setTimeout(done, patience);
  worker.onmessage = done;
  worker.onerror = done;
  worker.postMessage(warmUp);
  return stop;
}
