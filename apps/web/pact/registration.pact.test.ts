import { Category, RegisterBody, Registered, endpoints, envelope, z } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { useRegisterStore } from '@/features/auth/api';
import { categoriesQuery } from '@/lib/my-store';
import { errorBody, exampleData, fetchQuery, newPact, runMutation, state } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, signedOut } = newPact();
const NEW_PHONE = '+49.15187654321';
const form = {
  name: 'Blumen Lindner',
  category_id: 3,
  phone: NEW_PHONE,
  address: 'Lange Reihe 12, 20099 Hamburg',
  lat: 53.556,
  lng: 10.012,
};

describe('store categories', () => {
  it('lists the categories for the register form', () => {
    const body = matchersFor(envelope(z.array(Category)), { data: [{ id: 3, name: 'Florist', slug: 'florist' }] });
    return interaction(state('categoriesExist'), 'a request for the store categories')
      .withRequest(endpoints.categories.method, endpoints.categories.path)
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedOut(async () => {
          expect(await fetchQuery(categoriesQuery())).toEqual(exampleData(body));
        }),
      );
  });
});

describe('registering a store', () => {
  it('registers a store with a new phone', () => {
    const request = {
      ...(matchersFor(RegisterBody, { ...form, lang: 'de' }) as object),
      phone: M.fromProviderState('${phone}', NEW_PHONE),
      category_id: M.fromProviderState('${categoryId}', form.category_id),
    };
    const created = matchersFor(envelope(Registered), { data: { id: 12, phone: NEW_PHONE, name: form.name } });
    return interaction(state('unregisteredPhone', { phone: NEW_PHONE }), 'a registration of a new store')
      .withRequest(endpoints.register.method, endpoints.register.path, (b) => b.jsonBody(request))
      .willRespondWith(201, (b) => b.jsonBody(created))
      .executeTest(
        signedOut(async () => {
          expect(await runMutation(useRegisterStore, form)).toEqual(exampleData(created));
        }),
      );
  });

  it('answers 422 naming every bad field', () => {
    const bad = { ...form, name: 'B', address: 'Hi' };
    return interaction(
      state('unregisteredPhone', { phone: NEW_PHONE }),
      'a registration with a too short name and address',
    )
      .withRequest(endpoints.register.method, endpoints.register.path, (b) => b.jsonBody({ ...bad, lang: 'de' }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody(422, ['name', 'address'])))
      .executeTest(
        signedOut(async () => {
          await expect(runMutation(useRegisterStore, bad)).rejects.toMatchObject({
            status: 422,
            errors: { name: [expect.any(String)], address: [expect.any(String)] },
          });
        }),
      );
  });

  it('answers 422 on phone for a phone that is already registered', () => {
    const taken = '+49.15112345678';
    return interaction(
      state('registeredStore', { phone: taken }),
      'a registration with a phone that is already registered',
    )
      .withRequest(endpoints.register.method, endpoints.register.path, (b) =>
        b.jsonBody({
          ...form,
          phone: M.fromProviderState('${phone}', taken),
          category_id: M.fromProviderState('${categoryId}', form.category_id),
          lang: 'de',
        }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody(422, ['phone'])))
      .executeTest(
        signedOut(async () => {
          await expect(runMutation(useRegisterStore, { ...form, phone: taken })).rejects.toMatchObject({
            status: 422,
            errors: { phone: [expect.any(String)] },
          });
        }),
      );
  });
});
