/**
 * Word material for generated stores: vouchers, plans and texts per store category. The slugs
 * match CATEGORIES in reference.ts. Names are German, as a local store would write them.
 */
import type { VoucherTypeCode } from '@mbo/contracts';

export type VoucherCategoryCode = 'food' | 'drink' | 'service' | 'product' | 'experience';

export interface VoucherTemplate {
  name: string;
  type: VoucherTypeCode;
  /** DFP: euros off; DPR: percent; GDS: retail value of the goodie in euros. */
  value: number;
  category: VoucherCategoryCode;
}

export interface PlanTemplate {
  name: string;
  priceCents: number;
  /** 1 monthly, 2 annually (billing_periods). */
  billingPeriodId: 1 | 2;
}

export interface CategoryCatalog {
  /** Words that open a store name, e.g. "Café" in "Café Sonnenblick". */
  storePrefixes: string[];
  vouchers: VoucherTemplate[];
  plans: PlanTemplate[];
  about: string;
  opening: { open_day: string; close_day: string; start_time: string; end_time: string };
}

const v = (name: string, type: VoucherTypeCode, value: number, category: VoucherCategoryCode): VoucherTemplate => ({
  name,
  type,
  value,
  category,
});
const p = (name: string, priceCents: number, billingPeriodId: 1 | 2 = 1): PlanTemplate => ({
  name,
  priceCents,
  billingPeriodId,
});

// prettier-ignore
export const CATALOG: Record<string, CategoryCatalog> = {
  cafe: {
    storePrefixes: ['Café', 'Kaffeehaus', 'Kaffeebar', 'Rösterei'],
    vouchers: [
      v('Gratis Cappuccino', 'GDS', 3.6, 'drink'), v('Filterkaffee aufs Haus', 'GDS', 2.8, 'drink'),
      v('20 % auf Frühstück', 'DPR', 20, 'food'), v('2 € Rabatt auf Kuchen', 'DFP', 2, 'food'),
      v('Croissant zum Kaffee', 'GDS', 2.2, 'food'), v('10 % auf Bohnen zum Mitnehmen', 'DPR', 10, 'product'),
      v('Flat White Upgrade', 'GDS', 1, 'drink'), v('1 € Rabatt auf Heißgetränke', 'DFP', 1, 'drink'),
      v('Latte-Art-Workshop -15 %', 'DPR', 15, 'experience'), v('Chai Latte gratis', 'GDS', 3.9, 'drink'),
    ],
    plans: [p('Kaffee-Flatrate', 2990), p('Frühstücksclub', 1990), p('Kuchen-Abo', 1490), p('Jahresabo Kaffee', 24900, 2)],
    about: 'Kleines Café mit eigener Röstung, hausgemachtem Kuchen und Frühstück bis 14 Uhr.',
    opening: { open_day: 'mon', close_day: 'sun', start_time: '08:00', end_time: '18:00' },
  },
  bakery: {
    storePrefixes: ['Bäckerei', 'Backstube', 'Brotmanufaktur'],
    vouchers: [
      v('Brötchen-Tüte (6 Stück)', 'GDS', 3.3, 'food'), v('Gratis Brezel', 'GDS', 1.1, 'food'),
      v('10 % auf Brot', 'DPR', 10, 'food'), v('1 € Rabatt auf Kuchenstück', 'DFP', 1, 'food'),
      v('Kaffee zum Frühstück', 'GDS', 2.4, 'drink'), v('Sonntagszopf -20 %', 'DPR', 20, 'food'),
      v('2 € Rabatt auf Torten', 'DFP', 2, 'food'), v('Franzbrötchen gratis', 'GDS', 1.9, 'food'),
    ],
    plans: [p('Brötchen-Abo', 1990), p('Brot der Woche', 1490), p('Frühstückskorb', 3490)],
    about: 'Traditionsbäckerei mit Sauerteig, Vollkorn aus der Region und Brötchen ab 6 Uhr.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '06:00', end_time: '18:00' },
  },
  restaurant: {
    storePrefixes: ['Restaurant', 'Gasthaus', 'Trattoria', 'Bistro', 'Wirtshaus'],
    vouchers: [
      v('Mittagstisch -15 %', 'DPR', 15, 'food'), v('Gratis Dessert', 'GDS', 5.5, 'food'),
      v('5 € Rabatt ab 30 €', 'DFP', 5, 'food'), v('Aperitif aufs Haus', 'GDS', 4.5, 'drink'),
      v('Vorspeise gratis', 'GDS', 7.5, 'food'), v('10 % auf Abendkarte', 'DPR', 10, 'food'),
      v('Espresso nach dem Essen', 'GDS', 2.2, 'drink'), v('Kochkurs -20 %', 'DPR', 20, 'experience'),
    ],
    plans: [p('Mittagsclub', 3990), p('Genießer-Abo', 5990), p('Stammgast', 1990)],
    about: 'Saisonale Küche mit regionalen Zutaten, wechselnder Mittagstisch und Weinabende.',
    opening: { open_day: 'tue', close_day: 'sun', start_time: '11:30', end_time: '22:00' },
  },
  bar: {
    storePrefixes: ['Bar', 'Weinbar', 'Kneipe', 'Cocktailbar'],
    vouchers: [
      v('Happy Hour -25 %', 'DPR', 25, 'drink'), v('Gratis Longdrink', 'GDS', 8, 'drink'),
      v('2 € Rabatt auf Cocktails', 'DFP', 2, 'drink'), v('Snack-Platte gratis', 'GDS', 9.5, 'food'),
      v('Bier vom Fass aufs Haus', 'GDS', 4.2, 'drink'), v('Tasting-Abend -15 %', 'DPR', 15, 'experience'),
    ],
    plans: [p('Feierabend-Club', 2490), p('Cocktail-Abo', 3990), p('Weinfreunde', 4990)],
    about: 'Gemütliche Bar mit Craft-Bier, klassischen Cocktails und Live-Musik am Wochenende.',
    opening: { open_day: 'tue', close_day: 'sat', start_time: '17:00', end_time: '23:59' },
  },
  hairdresser: {
    storePrefixes: ['Friseur', 'Salon', 'Haarstudio', 'Barbershop'],
    vouchers: [
      v('Waschen & Föhnen gratis', 'GDS', 15, 'service'), v('10 % auf Färben', 'DPR', 10, 'service'),
      v('5 € Rabatt auf Haarschnitt', 'DFP', 5, 'service'), v('Bartpflege gratis', 'GDS', 12, 'service'),
      v('Pflegekur -20 %', 'DPR', 20, 'service'), v('Styling-Produkt -15 %', 'DPR', 15, 'product'),
    ],
    plans: [p('Haarschnitt-Abo', 3490), p('Bart-Abo', 2490), p('Premium Pflege', 5990)],
    about: 'Moderner Salon für Schnitt, Farbe und Bartpflege. Termine auch kurzfristig.',
    opening: { open_day: 'tue', close_day: 'sat', start_time: '09:00', end_time: '19:00' },
  },
  'beauty-spa': {
    storePrefixes: ['Kosmetikstudio', 'Spa', 'Beauty Lounge', 'Nagelstudio'],
    vouchers: [
      v('Maniküre -20 %', 'DPR', 20, 'service'), v('Gesichtsmaske gratis', 'GDS', 19, 'service'),
      v('10 € Rabatt auf Massage', 'DFP', 10, 'service'), v('Augenbrauen zupfen gratis', 'GDS', 12, 'service'),
      v('Pflegeset -15 %', 'DPR', 15, 'product'), v('Sauna-Nachmittag', 'GDS', 18, 'experience'),
    ],
    plans: [p('Wellness-Abo', 4990), p('Nagelpflege-Abo', 2990), p('Beauty Jahrespass', 44900, 2)],
    about: 'Kosmetik, Massagen und Nagelpflege in ruhiger Atmosphäre.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '10:00', end_time: '20:00' },
  },
  fitness: {
    storePrefixes: ['Fitnessstudio', 'Studio', 'Yoga', 'Boxclub'],
    vouchers: [
      v('Probetraining für Freunde', 'GDS', 15, 'experience'), v('Proteinshake gratis', 'GDS', 3.5, 'drink'),
      v('Personal Training -25 %', 'DPR', 25, 'service'), v('5 € Rabatt auf Kurse', 'DFP', 5, 'service'),
      v('Handtuch-Service gratis', 'GDS', 2, 'service'), v('Sportbekleidung -10 %', 'DPR', 10, 'product'),
    ],
    plans: [p('Kurs-Flatrate', 3990), p('Yoga Basic', 2990), p('Jahresmitgliedschaft', 39900, 2)],
    about: 'Trainingsfläche, Kurse und Personal Training mit persönlicher Betreuung.',
    opening: { open_day: 'mon', close_day: 'sun', start_time: '06:00', end_time: '22:00' },
  },
  bookshop: {
    storePrefixes: ['Buchhandlung', 'Bücherstube', 'Antiquariat'],
    vouchers: [
      v('10 % auf Taschenbücher', 'DPR', 10, 'product'), v('Lesezeichen & Tasche gratis', 'GDS', 4, 'product'),
      v('5 € Rabatt ab 25 €', 'DFP', 5, 'product'), v('Lesung -20 %', 'DPR', 20, 'experience'),
      v('Kaffee in der Leseecke', 'GDS', 2.5, 'drink'), v('Geschenkverpackung gratis', 'GDS', 2, 'service'),
    ],
    plans: [p('Buch des Monats', 1990), p('Kinderbuch-Abo', 1490), p('Krimi-Club', 1790)],
    about: 'Unabhängige Buchhandlung mit persönlicher Beratung, Lesungen und Bestellservice.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '09:30', end_time: '19:00' },
  },
  florist: {
    storePrefixes: ['Blumen', 'Floristik', 'Blumenladen'],
    vouchers: [
      v('Wochenstrauß -15 %', 'DPR', 15, 'product'), v('Gratis Einzelrose', 'GDS', 3, 'product'),
      v('5 € Rabatt auf Topfpflanzen', 'DFP', 5, 'product'), v('Lieferung gratis', 'GDS', 6, 'service'),
      v('Kranzbinden-Kurs -20 %', 'DPR', 20, 'experience'),
    ],
    plans: [p('Blumen-Abo', 2990), p('Büro-Grün', 4990), p('Saisonstrauß', 3990)],
    about: 'Frische Schnittblumen, Pflanzen und Sträuße für jeden Anlass.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:30' },
  },
  grocery: {
    storePrefixes: ['Feinkost', 'Hofladen', 'Unverpackt', 'Bioladen'],
    vouchers: [
      v('10 % auf Obst & Gemüse', 'DPR', 10, 'food'), v('Gratis Olivenöl-Probe', 'GDS', 4, 'food'),
      v('3 € Rabatt ab 20 €', 'DFP', 3, 'product'), v('Eier der Woche gratis', 'GDS', 3.2, 'food'),
      v('Käse-Verkostung', 'GDS', 6, 'experience'), v('5 % auf alles', 'DPR', 5, 'product'),
    ],
    plans: [p('Gemüsekiste', 3490), p('Feinkost-Box', 4990), p('Frühstücks-Abo', 2490)],
    about: 'Regionale und biologische Lebensmittel, vieles unverpackt.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '20:00' },
  },
  butcher: {
    storePrefixes: ['Metzgerei', 'Fleischerei', 'Landmetzgerei'],
    vouchers: [
      v('Grillpaket -15 %', 'DPR', 15, 'food'), v('Gratis Leberkäs-Semmel', 'GDS', 2.9, 'food'),
      v('3 € Rabatt auf Steaks', 'DFP', 3, 'food'), v('Wurst-Probierteller', 'GDS', 5, 'food'),
      v('10 % auf den Mittagstisch', 'DPR', 10, 'food'),
    ],
    plans: [p('Grill-Abo', 4990), p('Wurst der Woche', 1990), p('Sonntagsbraten', 3990)],
    about: 'Meisterbetrieb mit Fleisch aus artgerechter Haltung und eigener Wursterei.',
    opening: { open_day: 'mon', close_day: 'sat', start_time: '07:00', end_time: '18:00' },
  },
  'ice-cream': {
    storePrefixes: ['Eiscafé', 'Eisdiele', 'Gelateria'],
    vouchers: [
      v('Extra Kugel gratis', 'GDS', 1.6, 'food'), v('Eisbecher -20 %', 'DPR', 20, 'food'),
      v('1 € Rabatt auf Waffeln', 'DFP', 1, 'food'), v('Espresso affogato', 'GDS', 4.2, 'drink'),
      v('Sahnehaube gratis', 'GDS', 0.8, 'food'), v('Familienbox -15 %', 'DPR', 15, 'product'),
    ],
    plans: [p('Eis-Flatrate', 1990), p('Sommer-Abo', 2490), p('Familien-Abo', 3990)],
    about: 'Hausgemachtes Eis aus frischer Milch und Früchten der Saison.',
    opening: { open_day: 'mon', close_day: 'sun', start_time: '11:00', end_time: '21:00' },
  },
};

/** Appended to repeated voucher names so a store's many vouchers still read naturally. */
export const NAME_VARIANTS = [
  '',
  ' (Wochenende)',
  ' – Happy Hour',
  ' für zwei',
  ' XL',
  ' to go',
  ' am Morgen',
  ' am Abend',
  ' – Aktion',
  ' für Stammgäste',
  ' (Sommer)',
  ' (Winter)',
  ' zum Geburtstag',
  ' – Neukunden',
  ' (werktags)',
];

export const VOUCHER_INFORMATIONS = [
  'QR-Code an der Kasse zeigen',
  'Nicht mit anderen Aktionen kombinierbar',
  'Einmal pro Besuch einlösbar',
  'Nur im Laden, nicht online',
  'Solange der Vorrat reicht',
  'Keine Barauszahlung',
  'Gilt auch zum Mitnehmen',
  'Bitte vor der Bestellung Bescheid geben',
];

export const VOUCHER_TERMS = [
  'Einlösbar während der Öffnungszeiten. Keine Barauszahlung, nicht übertragbar.',
  'Ein Gutschein pro Person und Besuch. Nicht mit anderen Rabatten kombinierbar.',
  'Gültig im angegebenen Zeitraum. Der Laden kann die Aktion bei Engpässen begrenzen.',
];

export const HOW_TO_USE = [
  'Abo im Link aus der WhatsApp-Nachricht öffnen',
  'QR-Code an der Kasse vorzeigen',
  'Gutschein wählen und einlösen lassen',
  'Jeden Monat neue Gutscheine erhalten',
  'Kündigung jederzeit zum Ende des Abrechnungsmonats',
];

export const PERKS = [
  'Kein Anstehen zur Stoßzeit',
  'Exklusive Aktionen für Abonnenten',
  'Vorab-Infos zu neuen Produkten',
  'Geburtstagsüberraschung',
  'Jederzeit kündbar',
  'Persönliche Beratung',
  'Einladung zu Events',
  'Treuepunkte doppelt',
];

export const PLAN_TERMS =
  'Das Abo verlängert sich monatlich und ist jederzeit zum Ende des Abrechnungsmonats kündbar. Nicht genutzte Gutscheine verfallen am Monatsende.';

export const BROADCAST_TEXTS: { lang: 'de' | 'en'; text: string }[] = [
  { lang: 'de', text: 'Diese Woche für euch: {voucher} – einfach im Laden den QR-Code zeigen!' },
  { lang: 'de', text: 'Neu im Abo: {voucher}. Wir freuen uns auf euren Besuch!' },
  { lang: 'de', text: 'Erinnerung: Euer {voucher} wartet noch auf euch, nur noch bis Monatsende.' },
  { lang: 'de', text: 'Wochenend-Aktion für Abonnenten: {voucher}. Bis bald!' },
  { lang: 'en', text: 'This week for our subscribers: {voucher}. Just show your QR code in store!' },
  { lang: 'en', text: "Don't forget: your {voucher} is waiting for you until the end of the month." },
];
