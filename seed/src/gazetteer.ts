/**
 * Offline place search for the map picker: German cities and well-known streets and landmarks,
 * shaped like Nominatim results so the mock server can answer search and reverse look-ups
 * without the internet. Coordinates are real (WGS84, rounded to about 10 m).
 */
export interface GazetteerEntry {
  name: string;
  display_name: string;
  lat: number;
  lon: number;
  kind: 'city' | 'street' | 'landmark';
}

/** A German city with the state and a central postcode, for addresses of seeded stores. */
export interface GermanCity {
  name: string;
  state: string;
  postcode: string;
  lat: number;
  lon: number;
}

// prettier-ignore
export const GERMAN_CITIES: readonly GermanCity[] = [
  { name: 'Berlin', state: 'Berlin', postcode: '10115', lat: 52.52, lon: 13.405 },
  { name: 'Hamburg', state: 'Hamburg', postcode: '20095', lat: 53.5511, lon: 9.9937 },
  { name: 'München', state: 'Bayern', postcode: '80331', lat: 48.1374, lon: 11.5755 },
  { name: 'Köln', state: 'Nordrhein-Westfalen', postcode: '50667', lat: 50.9375, lon: 6.9603 },
  { name: 'Frankfurt am Main', state: 'Hessen', postcode: '60311', lat: 50.1109, lon: 8.6821 },
  { name: 'Stuttgart', state: 'Baden-Württemberg', postcode: '70173', lat: 48.7758, lon: 9.1829 },
  { name: 'Düsseldorf', state: 'Nordrhein-Westfalen', postcode: '40213', lat: 51.2277, lon: 6.7735 },
  { name: 'Leipzig', state: 'Sachsen', postcode: '04109', lat: 51.3397, lon: 12.3731 },
  { name: 'Dortmund', state: 'Nordrhein-Westfalen', postcode: '44135', lat: 51.5136, lon: 7.4653 },
  { name: 'Essen', state: 'Nordrhein-Westfalen', postcode: '45127', lat: 51.4556, lon: 7.0116 },
  { name: 'Bremen', state: 'Bremen', postcode: '28195', lat: 53.0793, lon: 8.8017 },
  { name: 'Dresden', state: 'Sachsen', postcode: '01067', lat: 51.0504, lon: 13.7373 },
  { name: 'Hannover', state: 'Niedersachsen', postcode: '30159', lat: 52.3759, lon: 9.732 },
  { name: 'Nürnberg', state: 'Bayern', postcode: '90403', lat: 49.4521, lon: 11.0767 },
  { name: 'Duisburg', state: 'Nordrhein-Westfalen', postcode: '47051', lat: 51.4344, lon: 6.7623 },
  { name: 'Bochum', state: 'Nordrhein-Westfalen', postcode: '44787', lat: 51.4818, lon: 7.2162 },
  { name: 'Wuppertal', state: 'Nordrhein-Westfalen', postcode: '42103', lat: 51.2562, lon: 7.1508 },
  { name: 'Bielefeld', state: 'Nordrhein-Westfalen', postcode: '33602', lat: 52.0302, lon: 8.5325 },
  { name: 'Bonn', state: 'Nordrhein-Westfalen', postcode: '53111', lat: 50.7374, lon: 7.0982 },
  { name: 'Münster', state: 'Nordrhein-Westfalen', postcode: '48143', lat: 51.9607, lon: 7.6261 },
  { name: 'Mannheim', state: 'Baden-Württemberg', postcode: '68159', lat: 49.4875, lon: 8.466 },
  { name: 'Karlsruhe', state: 'Baden-Württemberg', postcode: '76133', lat: 49.0069, lon: 8.4037 },
  { name: 'Augsburg', state: 'Bayern', postcode: '86150', lat: 48.3705, lon: 10.8978 },
  { name: 'Wiesbaden', state: 'Hessen', postcode: '65183', lat: 50.0782, lon: 8.2398 },
  { name: 'Mönchengladbach', state: 'Nordrhein-Westfalen', postcode: '41061', lat: 51.1805, lon: 6.4428 },
  { name: 'Gelsenkirchen', state: 'Nordrhein-Westfalen', postcode: '45879', lat: 51.5177, lon: 7.0857 },
  { name: 'Aachen', state: 'Nordrhein-Westfalen', postcode: '52062', lat: 50.7753, lon: 6.0839 },
  { name: 'Braunschweig', state: 'Niedersachsen', postcode: '38100', lat: 52.2689, lon: 10.5268 },
  { name: 'Kiel', state: 'Schleswig-Holstein', postcode: '24103', lat: 54.3233, lon: 10.1228 },
  { name: 'Chemnitz', state: 'Sachsen', postcode: '09111', lat: 50.8278, lon: 12.9214 },
  { name: 'Halle (Saale)', state: 'Sachsen-Anhalt', postcode: '06108', lat: 51.4969, lon: 11.9688 },
  { name: 'Magdeburg', state: 'Sachsen-Anhalt', postcode: '39104', lat: 52.1205, lon: 11.6276 },
  { name: 'Freiburg im Breisgau', state: 'Baden-Württemberg', postcode: '79098', lat: 47.999, lon: 7.8421 },
  { name: 'Krefeld', state: 'Nordrhein-Westfalen', postcode: '47798', lat: 51.3388, lon: 6.5853 },
  { name: 'Mainz', state: 'Rheinland-Pfalz', postcode: '55116', lat: 49.9929, lon: 8.2473 },
  { name: 'Lübeck', state: 'Schleswig-Holstein', postcode: '23552', lat: 53.8655, lon: 10.6866 },
  { name: 'Erfurt', state: 'Thüringen', postcode: '99084', lat: 50.9848, lon: 11.0299 },
  { name: 'Oberhausen', state: 'Nordrhein-Westfalen', postcode: '46045', lat: 51.4963, lon: 6.8638 },
  { name: 'Rostock', state: 'Mecklenburg-Vorpommern', postcode: '18055', lat: 54.0924, lon: 12.0991 },
  { name: 'Kassel', state: 'Hessen', postcode: '34117', lat: 51.3127, lon: 9.4797 },
  { name: 'Hagen', state: 'Nordrhein-Westfalen', postcode: '58095', lat: 51.3671, lon: 7.4633 },
  { name: 'Potsdam', state: 'Brandenburg', postcode: '14467', lat: 52.3906, lon: 13.0645 },
  { name: 'Saarbrücken', state: 'Saarland', postcode: '66111', lat: 49.2402, lon: 6.9969 },
  { name: 'Hamm', state: 'Nordrhein-Westfalen', postcode: '59065', lat: 51.6739, lon: 7.8159 },
  { name: 'Ludwigshafen am Rhein', state: 'Rheinland-Pfalz', postcode: '67059', lat: 49.4774, lon: 8.4452 },
  { name: 'Oldenburg', state: 'Niedersachsen', postcode: '26122', lat: 53.1435, lon: 8.2146 },
  { name: 'Osnabrück', state: 'Niedersachsen', postcode: '49074', lat: 52.2799, lon: 8.0472 },
  { name: 'Leverkusen', state: 'Nordrhein-Westfalen', postcode: '51373', lat: 51.0459, lon: 7.0192 },
  { name: 'Heidelberg', state: 'Baden-Württemberg', postcode: '69117', lat: 49.3988, lon: 8.6724 },
  { name: 'Darmstadt', state: 'Hessen', postcode: '64283', lat: 49.8728, lon: 8.6512 },
  { name: 'Solingen', state: 'Nordrhein-Westfalen', postcode: '42651', lat: 51.1652, lon: 7.0671 },
  { name: 'Regensburg', state: 'Bayern', postcode: '93047', lat: 49.0134, lon: 12.1016 },
  { name: 'Würzburg', state: 'Bayern', postcode: '97070', lat: 49.7913, lon: 9.9534 },
  { name: 'Ingolstadt', state: 'Bayern', postcode: '85049', lat: 48.7665, lon: 11.4258 },
  { name: 'Ulm', state: 'Baden-Württemberg', postcode: '89073', lat: 48.4011, lon: 9.9876 },
  { name: 'Heilbronn', state: 'Baden-Württemberg', postcode: '74072', lat: 49.1427, lon: 9.2109 },
  { name: 'Göttingen', state: 'Niedersachsen', postcode: '37073', lat: 51.5413, lon: 9.9158 },
  { name: 'Wolfsburg', state: 'Niedersachsen', postcode: '38440', lat: 52.4227, lon: 10.7865 },
  { name: 'Pforzheim', state: 'Baden-Württemberg', postcode: '75175', lat: 48.8922, lon: 8.6946 },
  { name: 'Bremerhaven', state: 'Bremen', postcode: '27568', lat: 53.5396, lon: 8.5809 },
  { name: 'Trier', state: 'Rheinland-Pfalz', postcode: '54290', lat: 49.7499, lon: 6.6371 },
  { name: 'Jena', state: 'Thüringen', postcode: '07743', lat: 50.9272, lon: 11.5892 },
  { name: 'Schwerin', state: 'Mecklenburg-Vorpommern', postcode: '19053', lat: 53.6355, lon: 11.4012 },
  { name: 'Konstanz', state: 'Baden-Württemberg', postcode: '78462', lat: 47.6603, lon: 9.1758 },
  { name: 'Bamberg', state: 'Bayern', postcode: '96047', lat: 49.8988, lon: 10.9028 },
];

/** [name, kind, parts between the name and the city (street, district), city, postcode, lat, lon] */
type PlaceRow = [string, 'street' | 'landmark', string[], string, string, number, number];

// prettier-ignore
const PLACES: readonly PlaceRow[] = [
  // Berlin
  ['Friedrichstraße', 'street', ['Mitte'], 'Berlin', '10117', 52.515, 13.3892],
  ['Kurfürstendamm', 'street', ['Charlottenburg'], 'Berlin', '10719', 52.503, 13.33],
  ['Unter den Linden', 'street', ['Mitte'], 'Berlin', '10117', 52.5169, 13.3849],
  ['Oranienstraße', 'street', ['Kreuzberg'], 'Berlin', '10999', 52.501, 13.419],
  ['Kastanienallee', 'street', ['Prenzlauer Berg'], 'Berlin', '10435', 52.538, 13.409],
  ['Schönhauser Allee', 'street', ['Prenzlauer Berg'], 'Berlin', '10437', 52.543, 13.412],
  ['Bergmannstraße', 'street', ['Kreuzberg'], 'Berlin', '10961', 52.489, 13.395],
  ['Karl-Marx-Allee', 'street', ['Friedrichshain'], 'Berlin', '10243', 52.5175, 13.436],
  ['Alexanderplatz', 'landmark', ['Mitte'], 'Berlin', '10178', 52.5219, 13.4132],
  ['Brandenburger Tor', 'landmark', ['Pariser Platz', 'Mitte'], 'Berlin', '10117', 52.5163, 13.3777],
  ['Reichstagsgebäude', 'landmark', ['Platz der Republik', 'Tiergarten'], 'Berlin', '11011', 52.5186, 13.3762],
  ['Potsdamer Platz', 'landmark', ['Tiergarten'], 'Berlin', '10785', 52.5096, 13.3759],
  ['Checkpoint Charlie', 'landmark', ['Friedrichstraße', 'Kreuzberg'], 'Berlin', '10969', 52.5075, 13.3904],
  ['East Side Gallery', 'landmark', ['Mühlenstraße', 'Friedrichshain'], 'Berlin', '10243', 52.505, 13.4397],
  ['Berliner Fernsehturm', 'landmark', ['Panoramastraße', 'Mitte'], 'Berlin', '10178', 52.5208, 13.4094],
  ['Hackescher Markt', 'landmark', ['Mitte'], 'Berlin', '10178', 52.5225, 13.4022],
  // Hamburg
  ['Jungfernstieg', 'street', ['Neustadt'], 'Hamburg', '20354', 53.5527, 9.9925],
  ['Mönckebergstraße', 'street', ['Altstadt'], 'Hamburg', '20095', 53.5507, 10.0],
  ['Reeperbahn', 'street', ['St. Pauli'], 'Hamburg', '20359', 53.5496, 9.9624],
  ['Schulterblatt', 'street', ['Sternschanze'], 'Hamburg', '20357', 53.562, 9.963],
  ['Elbphilharmonie', 'landmark', ['Platz der Deutschen Einheit', 'HafenCity'], 'Hamburg', '20457', 53.5413, 9.9841],
  ['Hamburger Rathaus', 'landmark', ['Rathausmarkt', 'Altstadt'], 'Hamburg', '20095', 53.5503, 9.9925],
  ['Landungsbrücken', 'landmark', ['St. Pauli'], 'Hamburg', '20359', 53.5458, 9.9686],
  // München
  ['Marienplatz', 'landmark', ['Altstadt-Lehel'], 'München', '80331', 48.1374, 11.5755],
  ['Kaufingerstraße', 'street', ['Altstadt-Lehel'], 'München', '80331', 48.1389, 11.5711],
  ['Maximilianstraße', 'street', ['Altstadt-Lehel'], 'München', '80539', 48.139, 11.5837],
  ['Leopoldstraße', 'street', ['Schwabing'], 'München', '80802', 48.162, 11.586],
  ['Sendlinger Straße', 'street', ['Altstadt-Lehel'], 'München', '80331', 48.1346, 11.5687],
  ['Viktualienmarkt', 'landmark', ['Altstadt-Lehel'], 'München', '80331', 48.1351, 11.5762],
  ['Englischer Garten', 'landmark', ['Schwabing'], 'München', '80538', 48.1642, 11.6056],
  ['Hofbräuhaus', 'landmark', ['Platzl', 'Altstadt-Lehel'], 'München', '80331', 48.1376, 11.5799],
  ['Olympiapark', 'landmark', ['Milbertshofen-Am Hart'], 'München', '80809', 48.1731, 11.5466],
  // Köln
  ['Hohe Straße', 'street', ['Altstadt-Nord'], 'Köln', '50667', 50.938, 6.957],
  ['Schildergasse', 'street', ['Altstadt-Nord'], 'Köln', '50667', 50.9362, 6.953],
  ['Ehrenstraße', 'street', ['Neustadt-Nord'], 'Köln', '50672', 50.9385, 6.941],
  ['Kölner Dom', 'landmark', ['Domkloster', 'Altstadt-Nord'], 'Köln', '50667', 50.9413, 6.9583],
  // Frankfurt am Main
  ['Zeil', 'street', ['Innenstadt'], 'Frankfurt am Main', '60313', 50.1147, 8.6845],
  ['Goethestraße', 'street', ['Innenstadt'], 'Frankfurt am Main', '60313', 50.1155, 8.6735],
  ['Berger Straße', 'street', ['Nordend-Ost'], 'Frankfurt am Main', '60316', 50.122, 8.699],
  ['Römerberg', 'landmark', ['Altstadt'], 'Frankfurt am Main', '60311', 50.1106, 8.6821],
  ['Hauptwache', 'landmark', ['Innenstadt'], 'Frankfurt am Main', '60313', 50.114, 8.6785],
  // Düsseldorf
  ['Königsallee', 'street', ['Stadtmitte'], 'Düsseldorf', '40212', 51.2237, 6.7797],
  ['Bolkerstraße', 'street', ['Altstadt'], 'Düsseldorf', '40213', 51.2262, 6.7735],
  ['Rheinturm', 'landmark', ['Stromstraße', 'Unterbilk'], 'Düsseldorf', '40221', 51.218, 6.7617],
  // Stuttgart
  ['Königstraße', 'street', ['Mitte'], 'Stuttgart', '70173', 48.7791, 9.179],
  ['Schlossplatz', 'landmark', ['Mitte'], 'Stuttgart', '70173', 48.7784, 9.18],
  // Leipzig
  ['Grimmaische Straße', 'street', ['Zentrum'], 'Leipzig', '04109', 51.3397, 12.377],
  ['Augustusplatz', 'landmark', ['Zentrum'], 'Leipzig', '04109', 51.3385, 12.381],
  ['Völkerschlachtdenkmal', 'landmark', ['Straße des 18. Oktober', 'Probstheida'], 'Leipzig', '04299', 51.3123, 12.4133],
  // Dresden
  ['Prager Straße', 'street', ['Seevorstadt-Ost'], 'Dresden', '01069', 51.0455, 13.7355],
  ['Frauenkirche', 'landmark', ['Neumarkt', 'Innere Altstadt'], 'Dresden', '01067', 51.0519, 13.7415],
  ['Zwinger', 'landmark', ['Innere Altstadt'], 'Dresden', '01067', 51.053, 13.7339],
  // Elsewhere
  ['Georgstraße', 'street', ['Mitte'], 'Hannover', '30159', 52.3737, 9.738],
  ['Königstraße', 'street', ['Altstadt'], 'Nürnberg', '90402', 49.4497, 11.08],
  ['Kaiserburg Nürnberg', 'landmark', ['Burg'], 'Nürnberg', '90403', 49.4577, 11.0758],
  ['Böttcherstraße', 'street', ['Altstadt'], 'Bremen', '28195', 53.0742, 8.806],
  ['Bremer Roland', 'landmark', ['Marktplatz', 'Altstadt'], 'Bremen', '28195', 53.0758, 8.8072],
  ['Hauptstraße', 'street', ['Altstadt'], 'Heidelberg', '69117', 49.4106, 8.7],
  ['Heidelberger Schloss', 'landmark', ['Schlosshof', 'Altstadt'], 'Heidelberg', '69117', 49.4106, 8.7153],
  ['Prinzipalmarkt', 'street', ['Altstadt'], 'Münster', '48143', 51.9625, 7.6285],
  ['Planken', 'street', ['Innenstadt'], 'Mannheim', '68161', 49.4862, 8.47],
  ['Wilhelmstraße', 'street', ['Mitte'], 'Wiesbaden', '65183', 50.0825, 8.2445],
  ['Kröpeliner Straße', 'street', ['Stadtmitte'], 'Rostock', '18055', 54.089, 12.136],
  ['Holstentor', 'landmark', ['Holstentorplatz', 'Innenstadt'], 'Lübeck', '23552', 53.8662, 10.68],
  ['Aachener Dom', 'landmark', ['Domhof', 'Mitte'], 'Aachen', '52062', 50.7747, 6.0839],
  ['Schloss Sanssouci', 'landmark', ['Maulbeerallee', 'Brandenburger Vorstadt'], 'Potsdam', '14469', 52.4043, 13.0384],
  ['Signal Iduna Park', 'landmark', ['Strobelallee', 'Innenstadt-West'], 'Dortmund', '44139', 51.4926, 7.4519],
  ['Zeche Zollverein', 'landmark', ['Gelsenkirchener Straße', 'Stoppenberg'], 'Essen', '45309', 51.4863, 7.0424],
  ['Freiburger Münster', 'landmark', ['Münsterplatz', 'Altstadt'], 'Freiburg im Breisgau', '79098', 47.9956, 7.8529],
  ['Beethoven-Haus', 'landmark', ['Bonngasse', 'Zentrum'], 'Bonn', '53111', 50.737, 7.1009],
  ['Schloss Karlsruhe', 'landmark', ['Schlossplatz', 'Innenstadt-West'], 'Karlsruhe', '76131', 49.0135, 8.4044],
  ['Steinerne Brücke', 'landmark', ['Innenstadt'], 'Regensburg', '93047', 49.0225, 12.0972],
  ['Altes Rathaus', 'landmark', ['Obere Brücke', 'Innenstadt'], 'Bamberg', '96047', 49.8916, 10.8868],
  ['Würzburger Residenz', 'landmark', ['Residenzplatz', 'Altstadt'], 'Würzburg', '97070', 49.793, 9.9384],
  ['Krämerbrücke', 'landmark', ['Altstadt'], 'Erfurt', '99084', 50.9787, 11.0313],
];

export const GAZETTEER: readonly GazetteerEntry[] = [
  ...GERMAN_CITIES.map((c): GazetteerEntry => ({
    name: c.name,
    // Nominatim names city-states once (Berlin, Hamburg, Bremen is a city in the state of Bremen).
    display_name: c.state === c.name ? `${c.name}, Deutschland` : `${c.name}, ${c.state}, Deutschland`,
    lat: c.lat,
    lon: c.lon,
    kind: 'city',
  })),
  ...PLACES.map(([name, kind, parts, city, postcode, lat, lon]): GazetteerEntry => ({
    name,
    display_name: [name, ...parts, city, postcode, 'Deutschland'].join(', '),
    lat,
    lon,
    kind,
  })),
];

/** Lower case without diacritics: "Kölner Straße" -> "kolner strasse". */
function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** German transliteration as people type it without umlauts: "Köln" -> "koeln". */
function transliterate(s: string): string {
  return fold(s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

interface Indexed {
  entry: GazetteerEntry;
  names: string[];
  displays: string[];
}

const INDEX: Indexed[] = GAZETTEER.map((entry) => ({
  entry,
  names: [fold(entry.name), transliterate(entry.name)],
  displays: [fold(entry.display_name), transliterate(entry.display_name)],
}));

const KIND_ORDER = { city: 0, landmark: 1, street: 2 } as const;

/**
 * Entries whose name or display name contains `q`, ignoring case and diacritics ("koln" and
 * "koeln" both find Köln). Cities come first; then matches in the name before matches in the
 * display name only, names starting with the query first, landmarks before streets.
 */
export function searchGazetteer(q: string, limit = 10): GazetteerEntry[] {
  const needle = fold(q.trim()).replace(/\s+/g, ' ');
  if (!needle || limit <= 0) return [];
  const hits: { entry: GazetteerEntry; rank: number[]; order: number }[] = [];
  INDEX.forEach(({ entry, names, displays }, order) => {
    const inName = names.some((n) => n.includes(needle));
    if (!inName && !displays.some((d) => d.includes(needle))) return;
    const prefix = names.some((n) => n.startsWith(needle));
    hits.push({
      entry,
      rank: [entry.kind === 'city' ? 0 : 1, inName ? 0 : 1, prefix ? 0 : 1, KIND_ORDER[entry.kind]],
      order,
    });
  });
  hits.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) {
      const d = (a.rank[i] as number) - (b.rank[i] as number);
      if (d !== 0) return d;
    }
    return a.order - b.order;
  });
  return hits.slice(0, limit).map((h) => h.entry);
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const REVERSE_RADIUS_KM = 25;

/** The nearest entry within 25 km of the point, or null when nothing is that close. */
export function reverseGazetteer(lat: number, lon: number): GazetteerEntry | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  let best: GazetteerEntry | null = null;
  let bestKm = REVERSE_RADIUS_KM;
  for (const entry of GAZETTEER) {
    const km = haversineKm(lat, lon, entry.lat, entry.lon);
    if (km <= bestKm) {
      best = entry;
      bestKm = km;
    }
  }
  return best;
}
