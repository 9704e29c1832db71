import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';

/**
 * The API's texts for people in the interface languages, in one place. Routes, plugins and the
 * contract write their messages in English; the localisation plugin (plugins/locale.ts) puts each
 * answer's user_message, field messages and reference names into the language the client asked for.
 *
 * A key is the English text, or a template whose `{placeholders}` stand for the varying parts. A
 * placeholder's value is itself looked up ("Store" in "{what} not found" becomes "Geschäft").
 * A text with no entry stays English: `untranslated` (tests) lists them.
 */
export type Locale = 'en' | 'de';
export const LOCALES: readonly Locale[] = ['en', 'de'];

const DE: Record<string, string> = {
  // Authentication and one-time codes
  'This phone number is not registered as a store. Please register first.':
    'Diese Telefonnummer ist als Geschäft nicht registriert. Bitte registriere dich zuerst.',
  'This phone number is already registered': 'Diese Telefonnummer ist bereits registriert',
  'This is already your phone number': 'Das ist bereits deine Telefonnummer',
  'The code has expired. Please request a new one': 'Der Code ist abgelaufen. Bitte fordere einen neuen an',
  'Too many wrong tries. Please request a new code': 'Zu viele Fehlversuche. Bitte fordere einen neuen Code an',
  'The code is not correct. 1 try left': 'Der Code ist nicht korrekt. Noch 1 Versuch',
  'The code is not correct. {n} tries left': 'Der Code ist nicht korrekt. Noch {n} Versuche',
  'Please wait {n} seconds before requesting a new code':
    'Bitte warte {n} Sekunden, bevor du einen neuen Code anforderst',
  'Too many attempts. Please try again in {wait}': 'Zu viele Versuche. Bitte versuche es in {wait} erneut',
  '{n} seconds': '{n} Sekunden',
  '1 minute': '1 Minute',
  '{n} minutes': '{n} Minuten',
  'Please sign in to continue': 'Bitte melde dich an, um fortzufahren',
  'Your session has expired. Please sign in again': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an',
  'Please sign in again': 'Bitte melde dich erneut an',
  'Malformed authorization header': 'Ungültiger Authorization-Header',
  'The code has 6 digits': 'Der Code hat 6 Ziffern',

  // Values of the contract's schemas
  'Value is required': 'Pflichtfeld',
  'Phone must look like +49.15112345678': 'Die Telefonnummer muss wie +49.15112345678 aussehen',
  'Time must be HH:mm': 'Die Uhrzeit muss das Format HH:mm haben',
  'Must be a whole number written in digits (0-9)': 'Muss eine ganze Zahl aus Ziffern (0–9) sein',
  'Must be an amount in euros like 19.90': 'Muss ein Betrag in Euro wie 19.90 sein',
  // Money inputs (contracts/src/money.ts): one entry per limit, so German gets its own number format.
  'The amount must not be negative': 'Der Betrag darf nicht negativ sein',
  'The amount can have at most two decimals, like 19.90':
    'Der Betrag darf höchstens zwei Nachkommastellen haben, etwa 19,90',
  'The amount must be at least €0.50': 'Der Betrag muss mindestens 0,50 € betragen',
  'The amount must be at most €10,000.00': 'Der Betrag darf höchstens 10.000,00 € betragen',
  'The amount must be at most €100,000.00': 'Der Betrag darf höchstens 100.000,00 € betragen',
  'The given data was invalid': 'Die Angaben sind ungültig',
  '{field}: {message}': '{field}: {message}',

  // Store and registration
  'This category does not exist': 'Diese Kategorie gibt es nicht',
  '{what} not found': '{what} nicht gefunden',
  Resource: 'Eintrag',
  Store: 'Geschäft',
  Voucher: 'Gutschein',
  Plan: 'Abo-Plan',
  Subscriber: 'Abonnent',
  Notification: 'Benachrichtigung',
  Invoice: 'Rechnung',
  Payout: 'Auszahlung',
  'Payment account': 'Zahlungskonto',
  Picture: 'Bild',
  Link: 'Link',
  Membership: 'Mitgliedschaft',
  'Not found': 'Nicht gefunden',
  'The file must be a JPEG, PNG or WebP picture': 'Die Datei muss ein JPEG-, PNG- oder WebP-Bild sein',
  'The picture must be at most 5 MB': 'Das Bild darf höchstens 5 MB groß sein',
  'Choose a picture to upload': 'Wähle ein Bild zum Hochladen',
  '{message} (send multipart/form-data)': '{message} (als multipart/form-data senden)',
  'Send one picture at a time': 'Sende jeweils nur ein Bild',
  'The upload has too many form fields (at most {n})': 'Die Übertragung hat zu viele Formularfelder (höchstens {n})',
  'The upload was cut off or is not valid multipart/form-data':
    'Die Übertragung ist unvollständig oder kein gültiges multipart/form-data',
  "The store's pictures may take at most {n} MB": 'Die Bilder eines Geschäfts dürfen höchstens {n} MB belegen',

  // Vouchers
  'The end date has already passed': 'Das Enddatum liegt bereits in der Vergangenheit',
  'End date is before the start date': 'Das Enddatum liegt vor dem Startdatum',
  'End time is before the start time': 'Die Endzeit liegt vor der Startzeit',
  'The closing time equals the opening time: the store would never be open':
    'Öffnungs- und Schließzeit sind gleich: Das Geschäft wäre nie geöffnet',
  'A percentage is between 1 and 100': 'Ein Prozentsatz liegt zwischen 1 und 100',
  'A discount is more than 0': 'Ein Rabatt ist größer als 0',
  'This voucher is used by a plan and must stay published':
    'Dieser Gutschein gehört zu einem Abo-Plan und muss veröffentlicht bleiben',
  'This voucher is used by the plan {names}. Remove it from the plan first.':
    'Dieser Gutschein gehört zum Abo-Plan {names}. Entferne ihn zuerst aus dem Plan.',
  'This voucher is used by the plans {names}. Remove it from these plans first.':
    'Dieser Gutschein gehört zu den Abo-Plänen {names}. Entferne ihn zuerst aus diesen Plänen.',
  'This voucher has been redeemed and is kept for the reports':
    'Dieser Gutschein wurde eingelöst und bleibt für die Berichte erhalten',
  'This voucher has been broadcast and is kept for the broadcast history':
    'Dieser Gutschein wurde versendet und bleibt für den Versandverlauf erhalten',
  'This voucher is not available': 'Dieser Gutschein ist nicht verfügbar',
  'This voucher is used up for this billing month': 'Dieser Gutschein ist für diesen Abrechnungsmonat aufgebraucht',
  "This voucher is not part of the subscriber's plan": 'Dieser Gutschein gehört nicht zum Abo-Plan des Abonnenten',
  'This voucher does not exist': 'Diesen Gutschein gibt es nicht',
  'This voucher has expired': 'Dieser Gutschein ist abgelaufen',
  'Only published vouchers can join a plan': 'Nur veröffentlichte Gutscheine können in einen Abo-Plan',

  // Subscription plans
  [NO_PUBLISHED_VOUCHER_MESSAGE]:
    'Du hast noch keinen veröffentlichten Gutschein. Bitte veröffentliche einen Gutschein, bevor du einen Abo-Plan erstellst.',
  'This billing period does not exist': 'Diesen Abrechnungszeitraum gibt es nicht',
  'This voucher is already in the plan': 'Dieser Gutschein ist bereits im Abo-Plan',
  'A plan needs at least one guaranteed voucher': 'Ein Abo-Plan braucht mindestens einen garantierten Gutschein',
  'This plan has past subscribers and is kept for the reports':
    'Dieser Abo-Plan hatte Abonnenten und bleibt für die Berichte erhalten',
  'This plan has broadcasts and is kept for the broadcast history':
    'Dieser Abo-Plan hat Nachrichten und bleibt für den Versandverlauf erhalten',
  'This subscriber already has this plan': 'Dieser Abonnent hat diesen Abo-Plan bereits',
  'This subscription is already cancelled': 'Dieses Abo ist bereits gekündigt',
  'This subscription has ended': 'Dieses Abo ist beendet',

  // Broadcasts
  'Subscription plan not found': 'Abo-Plan nicht gefunden',
  'Voucher not found': 'Gutschein nicht gefunden',
  'This voucher is not part of the subscription plan': 'Dieser Gutschein gehört nicht zum Abo-Plan',
  'The broadcast time must be in the future': 'Der Versandzeitpunkt muss in der Zukunft liegen',

  // Sales and payouts
  'The end date must not be before the start date': 'Das Enddatum darf nicht vor dem Startdatum liegen',
  'Your store is not activated for payouts yet': 'Dein Geschäft ist noch nicht für Auszahlungen freigeschaltet',
  'There is no balance to withdraw': 'Es gibt kein Guthaben zum Auszahlen',
  'Please set up your payout account first': 'Bitte richte zuerst dein Auszahlungskonto ein',
  'This payout is already {status}': 'Diese Auszahlung ist bereits {status}',

  // The HTTP layer
  'The request body is not valid JSON': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'Unsupported content type': 'Nicht unterstützter Inhaltstyp',
  'Internal server error': 'Interner Serverfehler',
  'The request could not be read': 'Die Anfrage konnte nicht gelesen werden',
  'This is not allowed': 'Das ist nicht erlaubt',
  'This conflicts with the current state': 'Das widerspricht dem aktuellen Stand',
  'Too many requests. Please try again later': 'Zu viele Anfragen. Bitte versuche es später erneut',
  'The service is not reachable right now. Please try again later':
    'Der Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut',
  'The service is unavailable right now. Please try again later':
    'Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut',
  'The service took too long to answer. Please try again later':
    'Der Dienst hat zu lange gebraucht. Bitte versuche es später erneut',
  'The request failed ({status})': 'Die Anfrage ist fehlgeschlagen ({status})',
  'The service failed ({status})': 'Der Dienst ist ausgefallen ({status})',
  'Prefer header: {message}': 'Prefer-Header: {message}',
  'code must be an error status from 400 to 599': 'code muss ein Fehlerstatus von 400 bis 599 sein',
  'delay must be a whole number of milliseconds up to 30000':
    'delay muss eine ganze Zahl von Millisekunden bis 30000 sein',
  'No route for {method} {path}': 'Keine Route für {method} {path}',
  '{method} is not allowed here; use {allowed}': '{method} ist hier nicht erlaubt; verwende {allowed}',
  'The URL is not valid': 'Die URL ist ungültig',
  'A part of the path is too long (at most 200 characters)': 'Ein Teil des Pfads ist zu lang (höchstens 200 Zeichen)',
  'The request has no Host header': 'Der Anfrage fehlt die Host-Angabe',
  'This server does not answer to that host name (see ALLOWED_HOSTS)':
    'Dieser Server antwortet nicht unter diesem Namen (siehe ALLOWED_HOSTS)',
  'Only "Expect: 100-continue" is supported': 'Nur „Expect: 100-continue“ wird unterstützt',
  'The query string contains a control character': 'Die Parameter der URL enthalten ein Steuerzeichen',
  'The body must be {type}': 'Der Inhalt der Anfrage muss {type} sein',
  'The request took too long to arrive': 'Die Anfrage kam zu langsam an',

  // Store categories (reference data)
  Café: 'Café',
  Bakery: 'Bäckerei',
  Restaurant: 'Restaurant',
  Bar: 'Bar',
  Hairdresser: 'Friseur',
  'Beauty & Spa': 'Kosmetik & Spa',
  Fitness: 'Fitness',
  Bookshop: 'Buchhandlung',
  Florist: 'Blumenladen',
  Grocery: 'Lebensmittel',
  Butcher: 'Metzgerei',
  'Ice cream parlour': 'Eisdiele',
};

const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = { de: DE };

interface Template {
  pattern: RegExp;
  names: string[];
  target: string;
  /** Length of the template's fixed text. */
  fixed: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates, most specific (longest fixed text) first, so "{what} not found" loses to a whole sentence. */
function templatesOf(catalogue: Record<string, string>): Template[] {
  return Object.entries(catalogue)
    .filter(([key]) => /\{\w+\}/.test(key))
    .map(([key, target]) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, target, fixed: key.replace(/\{\w+\}/g, '').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
}

const TEMPLATES = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, catalogue]) => [locale, templatesOf(catalogue)]),
) as Record<Exclude<Locale, 'en'>, Template[]>;

/** The text in the locale; English, and texts the catalogue lacks, come back as they are. */
export function translate(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const catalogue = CATALOGUES[locale];
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const t of TEMPLATES[locale]) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    return t.names.reduce((out, name, i) => out.split(`{${name}}`).join(translate(m[i + 1]!, locale)), t.target);
  }
  return text;
}

/** Whether the catalogue has the text (as such or through a template) for every other locale. */
export function isCatalogued(text: string): boolean {
  return LOCALES.every((l) => l === 'en' || translate(text, l) !== text || CATALOGUES[l][text] === text);
}

/** The first supported language of a request: its body's `lang`, then Accept-Language, else English. */
export function localeOf(bodyLang: unknown, acceptLanguage: string | undefined): Locale {
  if (bodyLang === 'en' || bodyLang === 'de') return bodyLang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag!.split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.find((w) => (LOCALES as readonly string[]).includes(w.lang))?.lang as Locale | undefined) ?? 'en';
}
