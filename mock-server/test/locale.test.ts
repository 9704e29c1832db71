import { describe, expect, it } from 'vitest';
import { isCatalogued, localeOf, translate } from '../src/i18n/catalogue';
import { insertStore, signIn, urlOf, useTestApp } from './fixtures';

describe('the message catalogue', () => {
  it('translates whole texts and templates, placeholders looked up too', () => {
    expect(translate('Value is required', 'de')).toBe('Pflichtfeld');
    expect(translate('Store not found', 'de')).toBe('Geschäft nicht gefunden');
    expect(translate('The code is not correct. 3 tries left', 'de')).toBe(
      'Der Code ist nicht korrekt. Noch 3 Versuche',
    );
    expect(translate('The code is not correct. 1 try left', 'de')).toBe('Der Code ist nicht korrekt. Noch 1 Versuch');
    expect(translate('Too many attempts. Please try again in 5 minutes', 'de')).toBe(
      'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut',
    );
    expect(translate('phone: Phone must look like +49.15112345678', 'de')).toBe(
      'phone: Die Telefonnummer muss wie +49.15112345678 aussehen',
    );
  });

  it('leaves English and unknown texts as they are', () => {
    expect(translate('Store not found', 'en')).toBe('Store not found');
    expect(translate('Something new', 'de')).toBe('Something new');
    expect(isCatalogued('Something new')).toBe(false);
    expect(isCatalogued('Bakery')).toBe(true);
  });

  it("takes the body's lang first, then the best Accept-Language, else English", () => {
    expect(localeOf('de', 'en')).toBe('de');
    expect(localeOf(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeOf(undefined, 'fr-FR, en;q=0.5, de;q=0.7')).toBe('de');
    expect(localeOf(undefined, 'fr')).toBe('en');
    expect(localeOf(undefined, undefined)).toBe('en');
  });
});

describe('answers in the language asked for', () => {
  const t = useTestApp();

  const post = (url: string, body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
      payload: JSON.stringify(body),
    });

  it('puts user_message and field messages of an error into German', async () => {
    const body = { phone: '+49.17099999999', domain: 'store', lang: 'de' };
    const res = await post(urlOf('requestOtp'), body, 'de');
    expect(res.statusCode).toBe(404);
    const message = 'Diese Telefonnummer ist als Geschäft nicht registriert. Bitte registriere dich zuerst.';
    expect(res.json()).toEqual({ status: 404, user_message: message, errors: { phone: [message] } });
    // The body's lang is the store's message language; the answer follows Accept-Language only.
    const english = await post(urlOf('requestOtp'), body);
    expect(english.json().user_message).toBe('This phone number is not registered as a store. Please register first.');
  });

  it("writes zod's own messages in German and the contract's from the catalogue", async () => {
    const res = await post(
      urlOf('register'),
      { name: 'X', category_id: 'one', phone: '0151', address: 'Street 1', lat: 52.5, lng: 13.4 },
      'de',
    );
    expect(res.statusCode).toBe(422);
    const { errors, user_message } = res.json() as { errors: Record<string, string[]>; user_message: string };
    expect(errors.phone).toEqual(['Die Telefonnummer muss wie +49.15112345678 aussehen']);
    expect(errors.category_id?.[0]).toMatch(/Ungültig/);
    expect(user_message).not.toMatch(/Invalid|expected/);
  });

  it('answers errors of unknown routes and of the bearer check in German', async () => {
    const res = await t.app.inject({ method: 'GET', url: urlOf('myStore'), headers: { 'accept-language': 'de' } });
    expect(res.json().user_message).toBe('Bitte melde dich an, um fortzufahren');
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { 'accept-language': 'de' } });
    expect(missing.json().user_message).toBe('Keine Route für GET /nowhere');
  });

  it('names store categories in the language, sorted by that name', async () => {
    const de = await t.app.inject({
      method: 'GET',
      url: urlOf('categories'),
      headers: { 'accept-language': 'de' },
    });
    const names = (de.json() as { data: { name: string; slug: string }[] }).data.map((c) => c.name);
    expect(names).toContain('Bäckerei');
    expect(names).not.toContain('Bakery');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    const en = await t.app.inject({ method: 'GET', url: urlOf('categories') });
    expect((en.json() as { data: { name: string }[] }).data.map((c) => c.name)).toContain('Bakery');
  });

  it("names the signed-in store's category in the language", async () => {
    const storeId = insertStore(t.sqlite, { name: 'Backstube', phone: '+49.15100000042', lang: 'de' });
    const token = signIn(t.sqlite, storeId, t.clock.now());
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf('myStore'),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(isCatalogued((res.json() as { data: { category: { name: string } } }).data.category.name)).toBe(true);
  });
});
