import { describe, expect, it } from 'vitest';
import { fieldOfKey, toBody, valuesOf, type AccountFormValues } from './account-form';
import { accountResolver } from './account-form-schema';
import { storeData } from './test-data';

const store = storeData({
  about: null,
  logo: { url: 'http://127.0.0.1:4010/media/logo.png' },
  email: null,
  lang: 'de',
  is_activated: false,
});

const resolve = (values: AccountFormValues) =>
  accountResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the account form', () => {
  it('sends what it shows, and clears emptied texts', () => {
    const values = { ...valuesOf(store), about: '  ', email: ' hallo@morgenrot.example ' };
    expect(toBody(values)).toEqual({
      name: 'Café Morgenrot',
      category_id: 1,
      address: 'Friedrichstraße 43, 10117 Berlin',
      lat: store.lat,
      lng: store.lng,
      about: null,
      opening_hours: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' },
      email: 'hallo@morgenrot.example',
      photo_url: null,
      logo_url: 'http://127.0.0.1:4010/media/logo.png',
    });
    expect(toBody({ ...values, has_hours: false }).opening_hours).toBeNull();
    // A moved pin is sent with the rest.
    expect(toBody({ ...values, lat: 48.137, lng: 11.575 })).toMatchObject({ lat: 48.137, lng: 11.575 });
  });

  it('checks the contract rules and names the field with an i18n key', async () => {
    const result = await resolve({ ...valuesOf(store), name: 'A', email: 'not-an-email', start_time: '25:00' });
    expect(result.errors.name?.message).toBe('settings:edit.errors.nameShort');
    expect(result.errors.email?.message).toBe('settings:edit.errors.email');
    expect(result.errors.start_time?.message).toBe('settings:edit.errors.time');
    expect((await resolve({ ...valuesOf(store), name: ' ' })).errors.name?.message).toBe(
      'settings:edit.errors.required',
    );
    expect(Object.keys((await resolve(valuesOf(store))).errors)).toEqual([]);
  });

  it('takes overnight hours and refuses only a span of no length', async () => {
    const overnight = await resolve({ ...valuesOf(store), start_time: '20:00', end_time: '08:00' });
    expect(Object.keys(overnight.errors)).toEqual([]);
    const none = await resolve({ ...valuesOf(store), start_time: '20:00', end_time: '20:00' });
    expect(none.errors.end_time?.message).toBe('settings:edit.errors.hoursEmpty');
  });

  it('maps server error keys to fields', () => {
    expect(fieldOfKey('opening_hours.end_time')).toBe('end_time');
    expect(fieldOfKey('opening_hours')).toBe('start_time');
    expect(fieldOfKey('email')).toBe('email');
    expect(fieldOfKey('lat')).toBe('lat');
    expect(fieldOfKey('lng')).toBe('lat');
  });
});
