import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';
import { KeptAnswers } from '../kept-answers';

/**
 * Every text the API writes for people, by message id, in each interface language. The type makes
 * a message without German fail to compile; `catalogue.test.ts` checks that German differs from
 * English and speaks to the store with "du".
 *
 * Texts are ICU messages (intl-messageformat, rendered by i18n/render.ts): `{name}` is a value,
 * `{n, plural, …}` a plural, `{at, date, day}` a date in the store's time zone. Routes and plugins
 * that still write an English sentence are translated by matching it against the English texts
 * (`translate`): a placeholder's value is itself looked up ("Store" in "{what} not found" becomes
 * "Geschäft").
 */
export type Locale = 'en' | 'de';
export const LOCALES: readonly Locale[] = ['en', 'de'];

export const MESSAGES = {
  // Authentication and one-time codes
  'auth.notRegistered': {
    en: 'This phone number is not registered as a store. Please register first.',
    de: 'Diese Telefonnummer ist als Geschäft nicht registriert. Bitte registriere dich zuerst.',
  },
  'auth.phoneTaken': {
    en: 'This phone number is already registered',
    de: 'Diese Telefonnummer ist bereits registriert',
  },
  'auth.samePhone': { en: 'This is already your phone number', de: 'Das ist bereits deine Telefonnummer' },
  'auth.codeExpired': {
    en: 'The code has expired. Please request a new one',
    de: 'Der Code ist abgelaufen. Bitte fordere einen neuen an',
  },
  'auth.codeNotSent': {
    en: 'No code was sent to this number. Please request a code first',
    de: 'An diese Nummer wurde kein Code gesendet. Bitte fordere zuerst einen Code an',
  },
  'auth.codeLocked': {
    en: 'Too many wrong tries. Please request a new code',
    de: 'Zu viele Fehlversuche. Bitte fordere einen neuen Code an',
  },
  'auth.codeWrongOneLeft': {
    en: 'The code is not correct. 1 try left',
    de: 'Der Code ist nicht korrekt. Noch 1 Versuch',
  },
  'auth.codeWrong': {
    en: 'The code is not correct. {n} tries left',
    de: 'Der Code ist nicht korrekt. Noch {n} Versuche',
  },
  'auth.codeWait': {
    en: 'Please wait {n} seconds before requesting a new code',
    de: 'Bitte warte {n} Sekunden, bevor du einen neuen Code anforderst',
  },
  'auth.rateLimited': {
    en: 'Too many attempts. Please try again in {wait}',
    de: 'Zu viele Versuche. Bitte versuche es in {wait} erneut',
  },
  'auth.nSeconds': { en: '{n} seconds', de: '{n} Sekunden' },
  'auth.minute': { en: '1 minute', de: '1 Minute' },
  'auth.nMinutes': { en: '{n} minutes', de: '{n} Minuten' },
  'auth.signIn': { en: 'Please sign in to continue', de: 'Bitte melde dich an, um fortzufahren' },
  'auth.sessionExpired': {
    en: 'Your session has expired. Please sign in again',
    de: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an',
  },
  'auth.signInAgain': { en: 'Please sign in again', de: 'Bitte melde dich erneut an' },
  'auth.badHeader': { en: 'Malformed authorization header', de: 'Ungültiger Authorization-Header' },
  'auth.codeDigits': { en: 'The code has 6 digits', de: 'Der Code hat 6 Ziffern' },

  // Values of the contract's schemas
  'value.required': { en: 'Value is required', de: 'Pflichtfeld' },
  'value.phone': {
    en: 'Phone must look like +49.15112345678',
    de: 'Die Telefonnummer muss wie +49.15112345678 aussehen',
  },
  'value.time': { en: 'Time must be HH:mm', de: 'Die Uhrzeit muss das Format HH:mm haben' },
  'value.wholeNumber': {
    en: 'Must be a whole number written in digits (0-9)',
    de: 'Muss eine ganze Zahl aus Ziffern (0–9) sein',
  },
  'value.amount': { en: 'Must be an amount in euros like 19.90', de: 'Muss ein Betrag in Euro wie 19.90 sein' },
  // Money inputs (contracts/src/money.ts): one entry per limit, so German gets its own number format.
  'money.negative': { en: 'The amount must not be negative', de: 'Der Betrag darf nicht negativ sein' },
  'money.decimals': {
    en: 'The amount can have at most two decimals, like 19.90',
    de: 'Der Betrag darf höchstens zwei Nachkommastellen haben, etwa 19,90',
  },
  'money.min50c': { en: 'The amount must be at least €0.50', de: 'Der Betrag muss mindestens 0,50 € betragen' },
  'money.max10k': { en: 'The amount must be at most €10,000.00', de: 'Der Betrag darf höchstens 10.000,00 € betragen' },
  'money.max100k': {
    en: 'The amount must be at most €100,000.00',
    de: 'Der Betrag darf höchstens 100.000,00 € betragen',
  },
  'value.invalid': { en: 'The given data was invalid', de: 'Die Angaben sind ungültig' },
  'value.fieldMessage': { en: '{field}: {message}', de: '{field}: {message}' },

  // Store and registration
  'store.noSuchCategory': { en: 'This category does not exist', de: 'Diese Kategorie gibt es nicht' },
  'thing.notFound': { en: '{what} not found', de: '{what} nicht gefunden' },
  'thing.resource': { en: 'Resource', de: 'Eintrag' },
  'thing.store': { en: 'Store', de: 'Geschäft' },
  'thing.voucher': { en: 'Voucher', de: 'Gutschein' },
  'thing.plan': { en: 'Plan', de: 'Abo-Plan' },
  'thing.subscriber': { en: 'Subscriber', de: 'Abonnent' },
  'thing.notification': { en: 'Notification', de: 'Benachrichtigung' },
  'thing.invoice': { en: 'Invoice', de: 'Rechnung' },
  'thing.payout': { en: 'Payout', de: 'Auszahlung' },
  'thing.paymentAccount': { en: 'Payment account', de: 'Zahlungskonto' },
  'thing.picture': { en: 'Picture', de: 'Bild' },
  'thing.link': { en: 'Link', de: 'Link' },
  'thing.membership': { en: 'Membership', de: 'Mitgliedschaft' },
  'thing.notFoundPlain': { en: 'Not found', de: 'Nicht gefunden' },
  'store.fileJpegPngOr': {
    en: 'The file must be a JPEG, PNG or WebP picture',
    de: 'Die Datei muss ein JPEG-, PNG- oder WebP-Bild sein',
  },
  'store.pictureMostMb': { en: 'The picture must be at most 5 MB', de: 'Das Bild darf höchstens 5 MB groß sein' },
  'store.choosePictureUpload': { en: 'Choose a picture to upload', de: 'Wähle ein Bild zum Hochladen' },
  'store.messageSendMultipartForm': {
    en: '{message} (send multipart/form-data)',
    de: '{message} (als multipart/form-data senden)',
  },
  'store.sendOnePictureTime': { en: 'Send one picture at a time', de: 'Sende jeweils nur ein Bild' },
  'store.uploadTooManyForm': {
    en: 'The upload has too many form fields (at most {n})',
    de: 'Die Übertragung hat zu viele Formularfelder (höchstens {n})',
  },
  'store.uploadWasCutOff': {
    en: 'The upload was cut off or is not valid multipart/form-data',
    de: 'Die Übertragung ist unvollständig oder kein gültiges multipart/form-data',
  },
  'store.sPicturesMay': {
    en: "The store's pictures may take at most {n} MB",
    de: 'Die Bilder eines Geschäfts dürfen höchstens {n} MB belegen',
  },
  'store.sandboxPicturesMay': {
    en: "This sandbox's pictures may take at most {n} MB",
    de: 'Die Bilder dieser Sandbox dürfen höchstens {n} MB belegen',
  },

  // Vouchers
  'voucher.endDateAlreadyPassed': {
    en: 'The end date has already passed',
    de: 'Das Enddatum liegt bereits in der Vergangenheit',
  },
  'voucher.endDateBeforeStart': {
    en: 'End date is before the start date',
    de: 'Das Enddatum liegt vor dem Startdatum',
  },
  'voucher.endTimeBeforeStart': { en: 'End time is before the start time', de: 'Die Endzeit liegt vor der Startzeit' },
  'voucher.endTimeEqualsStart': {
    en: 'End time equals the start time: the voucher could never be used',
    de: 'Endzeit und Startzeit sind gleich: Der Gutschein wäre nie einlösbar',
  },
  'voucher.dayTwice': { en: 'Each day can be listed only once', de: 'Jeder Tag darf nur einmal vorkommen' },
  'store.hoursEmpty': {
    en: 'The closing time equals the opening time: the store would never be open',
    de: 'Öffnungs- und Schließzeit sind gleich: Das Geschäft wäre nie geöffnet',
  },
  'voucher.percentageBetween': {
    en: 'A percentage is between 1 and 100',
    de: 'Ein Prozentsatz liegt zwischen 1 und 100',
  },
  'voucher.discountMoreThan': { en: 'A discount is more than 0', de: 'Ein Rabatt ist größer als 0' },
  'voucher.usedPlanStay': {
    en: 'This voucher is used by a plan and must stay published',
    de: 'Dieser Gutschein gehört zu einem Abo-Plan und muss veröffentlicht bleiben',
  },
  'voucher.usedPlanNames': {
    en: 'This voucher is used by the plan {names}. Remove it from the plan first.',
    de: 'Dieser Gutschein gehört zum Abo-Plan {names}. Entferne ihn zuerst aus dem Plan.',
  },
  'voucher.usedPlansNames': {
    en: 'This voucher is used by the plans {names}. Remove it from these plans first.',
    de: 'Dieser Gutschein gehört zu den Abo-Plänen {names}. Entferne ihn zuerst aus diesen Plänen.',
  },
  'voucher.redeemedKeptReports': {
    en: 'This voucher has been redeemed and is kept for the reports',
    de: 'Dieser Gutschein wurde eingelöst und bleibt für die Berichte erhalten',
  },
  'voucher.broadcastKeptBroadcast': {
    en: 'This voucher has been broadcast and is kept for the broadcast history',
    de: 'Dieser Gutschein wurde versendet und bleibt für den Versandverlauf erhalten',
  },
  'voucher.available': { en: 'This voucher is not available', de: 'Dieser Gutschein ist nicht verfügbar' },
  'voucher.usedUpBilling': {
    en: 'This voucher is used up for this billing month',
    de: 'Dieser Gutschein ist für diesen Abrechnungsmonat aufgebraucht',
  },
  'voucher.partSubscriberS': {
    en: "This voucher is not part of the subscriber's plan",
    de: 'Dieser Gutschein gehört nicht zum Abo-Plan des Abonnenten',
  },
  'voucher.doesExist': { en: 'This voucher does not exist', de: 'Diesen Gutschein gibt es nicht' },
  'voucher.expired': { en: 'This voucher has expired', de: 'Dieser Gutschein ist abgelaufen' },
  'voucher.onlyPublishedVouchersCan': {
    en: 'Only published vouchers can join a plan',
    de: 'Nur veröffentlichte Gutscheine können in einen Abo-Plan',
  },

  // Subscription plans
  'plan.noPublishedVoucher': {
    en: NO_PUBLISHED_VOUCHER_MESSAGE,
    de: 'Du hast noch keinen veröffentlichten Gutschein. Bitte veröffentliche einen Gutschein, bevor du einen Abo-Plan erstellst.',
  },
  'plan.billingPeriodDoesExist': {
    en: 'This billing period does not exist',
    de: 'Diesen Abrechnungszeitraum gibt es nicht',
  },
  'plan.voucherAlreadyPlan': {
    en: 'This voucher is already in the plan',
    de: 'Dieser Gutschein ist bereits im Abo-Plan',
  },
  'plan.needsLeastOne': {
    en: 'A plan needs at least one guaranteed voucher',
    de: 'Ein Abo-Plan braucht mindestens einen garantierten Gutschein',
  },
  'plan.pastSubscribersKept': {
    en: 'This plan has past subscribers and is kept for the reports',
    de: 'Dieser Abo-Plan hatte Abonnenten und bleibt für die Berichte erhalten',
  },
  'plan.broadcastsKeptBroadcast': {
    en: 'This plan has broadcasts and is kept for the broadcast history',
    de: 'Dieser Abo-Plan hat Nachrichten und bleibt für den Versandverlauf erhalten',
  },
  'plan.subscriberAlreadyPlan': {
    en: 'This subscriber already has this plan',
    de: 'Dieser Abonnent hat diesen Abo-Plan bereits',
  },
  'plan.subscriptionAlreadyCancelled': {
    en: 'This subscription is already cancelled',
    de: 'Dieses Abo ist bereits gekündigt',
  },
  'plan.subscriptionEnded': { en: 'This subscription has ended', de: 'Dieses Abo ist beendet' },

  // Broadcasts
  'broadcast.subscriptionPlanFound': { en: 'Subscription plan not found', de: 'Abo-Plan nicht gefunden' },
  'broadcast.voucherFound': { en: 'Voucher not found', de: 'Gutschein nicht gefunden' },
  'broadcast.voucherPartSubscriptionPlan': {
    en: 'This voucher is not part of the subscription plan',
    de: 'Dieser Gutschein gehört nicht zum Abo-Plan',
  },
  'broadcast.timeFuture': {
    en: 'The broadcast time must be in the future',
    de: 'Der Versandzeitpunkt muss in der Zukunft liegen',
  },

  // Sales and payouts
  'payout.endDateBeforeStart': {
    en: 'The end date must not be before the start date',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  },
  'payout.storeActivatedPayoutsYet': {
    en: 'Your store is not activated for payouts yet',
    de: 'Dein Geschäft ist noch nicht für Auszahlungen freigeschaltet',
  },
  'payout.thereNoBalanceWithdraw': { en: 'There is no balance to withdraw', de: 'Es gibt kein Guthaben zum Auszahlen' },
  'payout.setUpPayoutAccount': {
    en: 'Please set up your payout account first',
    de: 'Bitte richte zuerst dein Auszahlungskonto ein',
  },
  'payout.alreadyStatus': { en: 'This payout is already {status}', de: 'Diese Auszahlung ist bereits {status}' },

  // The HTTP layer
  'http.requestBodyValidJson': {
    en: 'The request body is not valid JSON',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
  },
  'http.unsupportedContentType': { en: 'Unsupported content type', de: 'Nicht unterstützter Inhaltstyp' },
  'http.internalServerError': { en: 'Internal server error', de: 'Interner Serverfehler' },
  'http.noRouteMethodPath': { en: 'No route for {method} {path}', de: 'Keine Route für {method} {path}' },
  'http.methodAllowedHereUse': {
    en: '{method} is not allowed here; use {allowed}',
    de: '{method} ist hier nicht erlaubt; verwende {allowed}',
  },
  'http.urlValid': { en: 'The URL is not valid', de: 'Die URL ist ungültig' },
  'http.partPathTooLong': {
    en: 'A part of the path is too long (at most 200 characters)',
    de: 'Ein Teil des Pfads ist zu lang (höchstens 200 Zeichen)',
  },
  'http.requestNoHostHeader': { en: 'The request has no Host header', de: 'Der Anfrage fehlt die Host-Angabe' },
  'http.serverDoesAnswerThat': {
    en: 'This server does not answer to that host name (see ALLOWED_HOSTS)',
    de: 'Dieser Server antwortet nicht unter diesem Namen (siehe ALLOWED_HOSTS)',
  },
  'http.onlyExpectContinueSupported': {
    en: 'Only "Expect: 100-continue" is supported',
    de: 'Nur „Expect: 100-continue“ wird unterstützt',
  },
  'http.queryStringContainsControl': {
    en: 'The query string contains a control character',
    de: 'Die Parameter der URL enthalten ein Steuerzeichen',
  },
  'http.bodyType': { en: 'The body must be {type}', de: 'Der Inhalt der Anfrage muss {type} sein' },
  'http.requestTookTooLong': { en: 'The request took too long to arrive', de: 'Die Anfrage kam zu langsam an' },

  'http.unreadable': {
    en: 'The request could not be read',
    de: 'Die Anfrage konnte nicht gelesen werden',
  },
  'http.forbidden': { en: 'This is not allowed', de: 'Das ist nicht erlaubt' },
  'http.conflict': {
    en: 'This conflicts with the current state',
    de: 'Das widerspricht dem aktuellen Stand',
  },
  'http.tooManyRequests': {
    en: 'Too many requests. Please try again later',
    de: 'Zu viele Anfragen. Bitte versuche es später erneut',
  },
  'http.unreachable': {
    en: 'The service is not reachable right now. Please try again later',
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut',
  },
  'http.unavailable': {
    en: 'The service is unavailable right now. Please try again later',
    de: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut',
  },
  'http.gatewayTimeout': {
    en: 'The service took too long to answer. Please try again later',
    de: 'Der Dienst hat zu lange gebraucht. Bitte versuche es später erneut',
  },
  'http.requestFailed': {
    en: 'The request failed ({status})',
    de: 'Die Anfrage ist fehlgeschlagen ({status})',
  },
  'http.serviceFailed': { en: 'The service failed ({status})', de: 'Der Dienst ist ausgefallen ({status})' },
  'fault.preferHeader': { en: 'Prefer header: {message}', de: 'Prefer-Header: {message}' },
  'fault.preferCode': {
    en: 'code must be an error status from 400 to 599',
    de: 'code muss ein Fehlerstatus von 400 bis 599 sein',
  },
  'fault.preferDelay': {
    en: 'delay must be a whole number of milliseconds up to 30000',
    de: 'delay muss eine ganze Zahl von Millisekunden bis 30000 sein',
  },
  'plan.activeSubscribers': {
    en: 'This plan still has active subscribers. It can be deleted once their subscriptions have ended.',
    de: 'Dieser Abo-Plan hat noch aktive Abonnenten. Du kannst ihn löschen, sobald ihre Abos beendet sind.',
  },

  // Notifications: rendered from their stored type and values when the store reads them
  'notification.cust_subscribe.title': { en: 'New subscriber', de: 'Neuer Abonnent' },
  'notification.cust_subscribe.message': { en: '{fan} subscribed to {plan}.', de: '{fan} hat {plan} abonniert.' },
  'notification.cust_subscribe_cancel.title': { en: 'Subscription cancelled', de: 'Abo gekündigt' },
  'notification.cust_subscribe_cancel.message': {
    en: '{fan} cancelled {plan}. Access ends on {endsAt, date, day}.',
    de: '{fan} hat {plan} gekündigt. Das Abo endet am {endsAt, date, day}.',
  },
  'notification.vcr_redeemed.title': { en: 'Voucher redeemed', de: 'Gutschein eingelöst' },
  'notification.vcr_redeemed.message': { en: '{fan} redeemed “{voucher}”.', de: '{fan} hat „{voucher}“ eingelöst.' },
  'notification.withdraw_success.title': { en: 'Payout approved', de: 'Auszahlung freigegeben' },
  'notification.withdraw_success.message': {
    en: 'Your payout of {amount, number, money} is on its way to your bank account.',
    de: 'Deine Auszahlung von {amount, number, money} ist auf dem Weg zu deinem Bankkonto.',
  },
  'notification.broadcast_sent.title': {
    en: '{outcome, select, cancelled {Broadcast not sent} other {Broadcast sent}}',
    de: '{outcome, select, cancelled {Broadcast nicht gesendet} other {Broadcast gesendet}}',
  },
  'notification.broadcast_sent.message': {
    en: '{outcome, select, cancelled {Your broadcast for {plan} was cancelled: the plan has no active subscribers.} other {Your broadcast for {plan} reached {recipients, plural, one {# subscriber} other {# subscribers}}.}}',
    de: '{outcome, select, cancelled {Dein Broadcast für {plan} wurde abgebrochen: Der Plan hat keine aktiven Abonnenten.} other {Dein Broadcast für {plan} hat {recipients, plural, one {# Abonnenten} other {# Abonnenten}} erreicht.}}',
  },

  // Messages to fans, in the store's language
  'fan.broadcast': { en: '{store}: {text}\nVoucher: {voucher}', de: '{store}: {text}\nGutschein: {voucher}' },

  // Sales CSV: column headers and the totals row's label. English keeps the snake_case headers that
  // scripts already read; German is for people opening the file in a spreadsheet.
  'csv.date': { en: 'date', de: 'Datum' },
  'csv.subscriber': { en: 'subscriber', de: 'Abonnent' },
  'csv.plan': { en: 'plan', de: 'Plan' },
  'csv.gross': { en: 'gross_paid_by_fan', de: 'Brutto (vom Fan bezahlt)' },
  'csv.fee': { en: 'fee_kept_by_platform', de: 'Fan-Gebühr (behält die Plattform)' },
  'csv.net': { en: 'net_earned_by_store', de: 'Netto (verdient das Geschäft)' },
  'csv.currency': { en: 'currency', de: 'Währung' },
  'csv.total': { en: 'total', de: 'Summe' },

  // Store categories (reference data)
  'category.cafe': { en: 'Café', de: 'Café' },
  'category.bakery': { en: 'Bakery', de: 'Bäckerei' },
  'category.restaurant': { en: 'Restaurant', de: 'Restaurant' },
  'category.bar': { en: 'Bar', de: 'Bar' },
  'category.hairdresser': { en: 'Hairdresser', de: 'Friseur' },
  'category.beautySpa': { en: 'Beauty & Spa', de: 'Kosmetik & Spa' },
  'category.fitness': { en: 'Fitness', de: 'Fitness' },
  'category.bookshop': { en: 'Bookshop', de: 'Buchhandlung' },
  'category.florist': { en: 'Florist', de: 'Blumenladen' },
  'category.grocery': { en: 'Grocery', de: 'Lebensmittel' },
  'category.butcher': { en: 'Butcher', de: 'Metzgerei' },
  'category.iceCreamParlour': { en: 'Ice cream parlour', de: 'Eisdiele' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageId = keyof typeof MESSAGES;

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

/** English text → the text in another language, for sentences still written in English. */
const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  de: Object.fromEntries(
    Object.values(MESSAGES)
      .filter((m: Record<Locale, string>) => !/\{\w+,/.test(m.en))
      .map((m: Record<Locale, string>) => [m.en, m.de]),
  ),
};

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

/** The locale of each Accept-Language header seen lately. */
const headerLocales = new KeptAnswers<Locale>({ size: 200, maxKeyLength: 200 });

/** The first supported language of a request: its body's `lang`, then Accept-Language, else English. */
export function localeOf(bodyLang: unknown, acceptLanguage: string | undefined): Locale {
  if (bodyLang === 'en' || bodyLang === 'de') return bodyLang;
  if (acceptLanguage === undefined) return 'en';
  // Every call asks this of its header, and a client sends the same header each time.
  return headerLocales.answer(acceptLanguage, () => acceptedLocale(acceptLanguage));
}

function acceptedLocale(acceptLanguage: string): Locale {
  const wanted = acceptLanguage
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
