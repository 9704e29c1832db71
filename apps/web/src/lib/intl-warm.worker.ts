/// <reference lib="webworker" />
/**
 * Makes a number and a date formatter of each kind the screens use in the Intl locale it is sent,
 * and the country names of the phone field's picker, and answers when done: that loads the
 * locale's number, currency, calendar, date pattern and region name data, which the browser then
 * keeps for every thread of the page (see intl-warm.ts).
 */
self.onmessage = ({ data: tag }: MessageEvent<string>) => {
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(0);
  new Intl.NumberFormat(tag, { style: 'percent' }).format(0);
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(0);
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-1, 'day');
  new Intl.DisplayNames([tag], { type: 'region' }).of('DE');
  self.postMessage('ready');
};
