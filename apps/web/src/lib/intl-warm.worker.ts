/// <reference lib="webworker" />
/**
 * Makes the formatters it is sent, once each, and answers when done. The first Intl number or date
 * formatter of a page loads the locale's data from ICU, which the browser keeps for every thread of
 * the page: made here, on a thread of its own, the main thread's formatters then find that data
 * loaded (see prepareFormats in format.ts).
 */
import type { IntlWarmUp } from './intl-warm';

self.onmessage = ({ data }: MessageEvent<IntlWarmUp>) => {
  for (const options of data.numbers) new Intl.NumberFormat(data.tag, options).format(0);
  for (const options of data.dates) new Intl.DateTimeFormat(data.tag, options).format(0);
  new Intl.RelativeTimeFormat(data.tag, { numeric: 'auto' }).format(-1, 'day');
  self.postMessage('ready');
};
