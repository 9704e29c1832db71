import { PHONE_PATTERN as CONTRACT_PHONE_PATTERN } from '@mbo/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { loginResolver, PHONE_PATTERN, type LoginValues } from './login-rules';
import { MESSAGES, registerSchema } from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message per field, as the form shows it.
  Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('login validation', () => {
  const login = async (values: LoginValues) => {
    const result = await loginResolver(values, undefined, {} as ResolverOptions<LoginValues>);
    return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e?.message]));
  };
  it('needs the local part of the phone', async () => {
    expect(await login({ phone: '+49.', remember: false })).toEqual({ phone: MESSAGES.required });
    expect(await login({ phone: '', remember: false })).toEqual({ phone: MESSAGES.required });
  });
  it('accepts a phone value and rejects a too short one', async () => {
    expect(await login({ phone: '+49.15112345678', remember: true })).toEqual({});
    expect(await login({ phone: '+49.12', remember: false })).toEqual({ phone: MESSAGES.phoneInvalid });
  });
  it("checks the contract's phone pattern", () => {
    expect(PHONE_PATTERN.source).toBe(CONTRACT_PHONE_PATTERN.source);
  });
});

describe('register validation', () => {
  const valid = {
    name: 'Café Neu',
    category_id: 2,
    phone: '+49.15790000001',
    address: 'Alexanderplatz 1, Berlin',
    lat: 52.52,
    lng: 13.41,
  };

  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field and the map pin', () => {
    expect(messagesOf(registerSchema.safeParse({ name: '', phone: '+49.', address: '  ' }))).toEqual({
      name: MESSAGES.required,
      category_id: MESSAGES.required,
      phone: MESSAGES.required,
      address: MESSAGES.required,
      lat: MESSAGES.location,
      lng: MESSAGES.location,
    });
  });

  it('says "Please choose the location in the map" when only the pin is missing', () => {
    const { lat: _lat, lng: _lng, ...rest } = valid;
    expect(messagesOf(registerSchema.safeParse(rest))).toEqual({ lat: MESSAGES.location, lng: MESSAGES.location });
  });
});
