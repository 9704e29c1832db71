import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

/**
 * dayjs with the plugins the app's date arithmetic uses (UTC days, parsing a form's date and time).
 * Its own module, apart from lib/format.ts: the texts' number formatter is in the entry, and the
 * plugins' set-up would take dayjs into it with them.
 */
dayjs.extend(utc);
dayjs.extend(customParseFormat);

export { dayjs };
