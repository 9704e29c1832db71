import { describe, expect, it } from 'vitest';
import { GAZETTEER, haversineKm, reverseGazetteer, searchGazetteer } from './gazetteer';

describe('GAZETTEER', () => {
  it('holds German cities and well-known places inside Germany', () => {
    expect(GAZETTEER.filter((e) => e.kind === 'city').length).toBeGreaterThanOrEqual(60);
    expect(GAZETTEER.filter((e) => e.kind !== 'city').length).toBeGreaterThanOrEqual(60);
    for (const e of GAZETTEER) {
      expect(e.lat, e.name).toBeGreaterThan(47.2);
      expect(e.lat, e.name).toBeLessThan(55.1);
      expect(e.lon, e.name).toBeGreaterThan(5.8);
      expect(e.lon, e.name).toBeLessThan(15.1);
      expect(e.display_name.startsWith(`${e.name}, `)).toBe(true);
      expect(e.display_name.endsWith(', Deutschland')).toBe(true);
    }
  });

  it('writes display names the Nominatim way', () => {
    expect(GAZETTEER.find((e) => e.name === 'Friedrichstraße')?.display_name).toBe(
      'Friedrichstraße, Mitte, Berlin, 10117, Deutschland',
    );
    expect(GAZETTEER.find((e) => e.name === 'München')?.display_name).toBe('München, Bayern, Deutschland');
  });
});

describe('searchGazetteer', () => {
  it('ignores case and diacritics, and understands ae/oe/ue', () => {
    for (const q of ['köln', 'KOLN', 'koeln', ' Köln ']) expect(searchGazetteer(q)[0]?.name, q).toBe('Köln');
    expect(searchGazetteer('kurfurstendamm')[0]?.name).toBe('Kurfürstendamm');
    expect(searchGazetteer('friedrichstrasse')[0]?.name).toBe('Friedrichstraße');
    expect(searchGazetteer('muenchen')[0]?.name).toBe('München');
  });

  it('puts cities first, then matches in the name, then matches in the display name', () => {
    const hits = searchGazetteer('berlin', 50);
    expect(hits[0]?.name).toBe('Berlin');
    expect(hits.slice(1).every((h) => h.kind !== 'city')).toBe(true);
    const firstDisplayOnly = hits.findIndex((h) => !h.name.toLowerCase().includes('berlin'));
    expect(hits[1]?.name).toBe('Berliner Fernsehturm');
    expect(hits.slice(firstDisplayOnly).every((h) => !h.name.toLowerCase().includes('berlin'))).toBe(true);
    // Display-name matches: the places in Berlin.
    expect(hits.map((h) => h.name)).toContain('Brandenburger Tor');
  });

  it('finds landmarks and streets by name', () => {
    expect(searchGazetteer('dom').map((h) => h.name)).toEqual(expect.arrayContaining(['Kölner Dom', 'Aachener Dom']));
    expect(searchGazetteer('jungfern')[0]?.display_name).toBe('Jungfernstieg, Neustadt, Hamburg, 20354, Deutschland');
    expect(searchGazetteer('Zeil')[0]?.name).toBe('Zeil');
  });

  it('honours the limit and returns nothing for an empty or unknown query', () => {
    expect(searchGazetteer('straße', 3)).toHaveLength(3);
    expect(searchGazetteer('a').length).toBe(10);
    expect(searchGazetteer('')).toEqual([]);
    expect(searchGazetteer('   ')).toEqual([]);
    expect(searchGazetteer('xyzzy')).toEqual([]);
  });
});

describe('reverseGazetteer', () => {
  it('returns the nearest entry', () => {
    expect(reverseGazetteer(52.5163, 13.3777)?.name).toBe('Brandenburger Tor');
    expect(reverseGazetteer(50.9412, 6.9582)?.name).toBe('Kölner Dom');
    // About 10 km east of Augsburg: the city is the only entry nearby.
    expect(reverseGazetteer(48.37, 11.03)?.name).toBe('Augsburg');
    // Inside Berlin, a street or landmark beats the city centre when it is closer.
    expect(reverseGazetteer(52.5029, 13.331)?.name).toBe('Kurfürstendamm');
  });

  it('returns null farther than 25 km from everything, or for nonsense', () => {
    expect(reverseGazetteer(47.0, 5.0)).toBeNull(); // France
    expect(reverseGazetteer(54.9, 7.0)).toBeNull(); // North Sea
    expect(reverseGazetteer(Number.NaN, 10)).toBeNull();
  });

  it('measures distances on the sphere', () => {
    // Berlin to München is about 504 km.
    expect(haversineKm(52.52, 13.405, 48.1374, 11.5755)).toBeGreaterThan(495);
    expect(haversineKm(52.52, 13.405, 48.1374, 11.5755)).toBeLessThan(512);
  });
});
