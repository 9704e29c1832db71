import { Media, OtpSent, PhoneChanged, ShortLink, Store, LangResult, endpoints, envelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  shortLinkQuery,
  useRequestEditPhone,
  useSetLang,
  useUpdateStore,
  useUploadMedia,
  useVerifyPhone,
} from '@/features/settings/api';
import { bearer, exampleData, fetchQuery, newPact, pactStore, runMutation, state } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, call, answers, refused, signedIn } = newPact();

const NEW_PHONE = '+49.17012349999';
const TAKEN_PHONE = '+49.15223456789';
const CODE = '482913';
const SLUG = 'cafe-morgenrot';

// Not `new URL(template, import.meta.url)`: Vite rewrites that form into an asset glob.
const fixture = (name: string) => resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const PHOTO = fixture('store-photo.png');
const NOT_A_PICTURE = fixture('not-a-picture.txt');
/** A fixed boundary keeps the recorded body, and so the pact file, the same on every run. */
const BOUNDARY = 'merchant-web-pact-boundary';

const storeAnswer = (over: Partial<Store> = {}) =>
  matchersFor(envelope(Store), { data: { ...pactStore, slug: SLUG, ...over } });

describe('the account edit form', () => {
  const body = {
    name: 'Café Morgenrot & Rösterei',
    category_id: 1,
    address: 'Friedrichstraße 43, 10117 Berlin',
    about: 'Coffee roasted in Kreuzberg since 1998.',
    opening_hours: { open_day: 'tue', close_day: 'sun', start_time: '07:30', end_time: '19:00' },
    email: 'kontakt@morgenrot.example',
    photo_url: 'https://images.example.com/morgenrot-new.jpg',
    logo_url: null,
  } as const;

  it('saves the store details and reads the store back', () => {
    const saved = storeAnswer({
      name: body.name,
      about: body.about,
      opening_hours: body.opening_hours,
      email: body.email,
      photo: { url: body.photo_url },
      logo: null,
    });
    return answers(
      call(state('signedIn'), 'an update of the store details', endpoints.updateMyStore, {
        // The store's own category, which the state names.
        body: { ...body, category_id: M.fromProviderState('${categoryId}', body.category_id) },
      }),
      saved,
      () => runMutation(useUpdateStore, { ...body }),
      { seen: exampleData },
    );
  });

  it('answers 422 naming the bad fields', () => {
    const bad = { name: 'Café Morgenrot', category_id: 999_999 };
    const description = 'an update of the store details with a category that does not exist';
    return refused(
      call(state('signedIn'), description, endpoints.updateMyStore, { body: bad }),
      422,
      ['category_id'],
      () => runMutation(useUpdateStore, bad),
    );
  });
});

describe('the picture upload', () => {
  // jsdom's FormData and Blob are not what Node's fetch sends as multipart; the browser's are.
  beforeEach(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => vi.unstubAllGlobals());

  const upload = (path: string, type: string) => ({
    file: new NodeFile([readFileSync(path)], path.slice(path.lastIndexOf('/') + 1), { type }) as unknown as File,
    slot: 'photo' as const,
  });

  it('uploads a PNG as multipart/form-data and answers where it is served', () => {
    const media = matchersFor(envelope(Media), {
      data: { url: 'http://127.0.0.1:4010/media/q8TmZ2xYw1LpA0bCdEfGhI.png', content_type: 'image/png', size: 90 },
    });
    return interaction(state('signedIn'), 'an upload of a store picture')
      .withRequest(endpoints.uploadMedia.method, endpoints.uploadMedia.path, (b) =>
        b.headers(bearer).query({ slot: 'photo' }).multipartBody('image/png', PHOTO, 'file', BOUNDARY),
      )
      .willRespondWith(201, (b) => b.jsonBody(media))
      .executeTest(
        signedIn(async () => {
          expect(await runMutation(useUploadMedia, upload(PHOTO, 'image/png'))).toEqual(exampleData(media));
        }),
      );
  });

  it('answers 422 on file for a file that is not a picture', () =>
    refused(
      interaction(state('signedIn'), 'an upload of a file that is not a picture').withRequest(
        endpoints.uploadMedia.method,
        endpoints.uploadMedia.path,
        (b) => b.headers(bearer).query({ slot: 'photo' }).multipartBody('text/plain', NOT_A_PICTURE, 'file', BOUNDARY),
      ),
      422,
      ['file'],
      () => runMutation(useUploadMedia, upload(NOT_A_PICTURE, 'text/plain')),
    ));
});

describe('the phone change', () => {
  const sent = matchersFor(envelope(OtpSent), {
    data: { phone: NEW_PHONE, channel: 'whatsapp', expires_in: 600, resend_in: 30 },
  });

  it('sends a code to the new number', () =>
    answers(
      call(state('signedIn'), 'a request for a code to a new phone number', endpoints.requestEditPhone, {
        body: { phone: NEW_PHONE, lang: 'de', role: 'store' },
      }),
      sent,
      () => runMutation(useRequestEditPhone, NEW_PHONE),
      { seen: exampleData },
    ));

  it('answers 422 on phone for a number another store has', () =>
    refused(
      call(
        state('phoneTaken', { phone: TAKEN_PHONE }),
        'a request for a code to a phone number another store has',
        endpoints.requestEditPhone,
        { body: { phone: M.fromProviderState('${phone}', TAKEN_PHONE), lang: 'de', role: 'store' } },
      ),
      422,
      ['phone'],
      () => runMutation(useRequestEditPhone, TAKEN_PHONE),
    ));

  const verifyBody = (code: string) => ({
    phone: M.fromProviderState('${phone}', NEW_PHONE),
    code: M.fromProviderState('${code}', code),
    domain: 'store',
    return: 'token',
    lang: 'de',
  });

  it('changes the number with the code sent to it', () => {
    const changed = matchersFor(envelope(PhoneChanged), { data: { phone: NEW_PHONE } });
    return answers(
      call(
        state('phoneChangeCodeSent', { phone: NEW_PHONE, code: CODE }),
        'a phone change with the code sent to the new number',
        endpoints.verifyPhone,
        { body: verifyBody(CODE) },
      ),
      changed,
      () => runMutation(useVerifyPhone, { phone: NEW_PHONE, code: CODE }),
      { seen: exampleData },
    );
  });

  it('answers 422 on code for a wrong code', () =>
    refused(
      call(
        state('phoneChangeCodeSent', { phone: NEW_PHONE, code: CODE }),
        'a phone change with a wrong code',
        endpoints.verifyPhone,
        { body: { ...verifyBody(CODE), code: '000000' } },
      ),
      422,
      ['code'],
      () => runMutation(useVerifyPhone, { phone: NEW_PHONE, code: '000000' }),
    ));
});

describe('the store QR code', () => {
  it("asks for the store's short link", () => {
    const link = matchersFor(envelope(ShortLink), { data: { sort_link: 'http://127.0.0.1:4010/s/q8TmZ2x' } });
    return call(
      state('signedInWithSlug', { slug: SLUG }),
      'a request for the short link of the store',
      endpoints.shortLink,
      {
        body: { link_id: M.fromProviderState('${slug}', SLUG) },
      },
    )
      .willRespondWith(200, (b) => b.jsonBody(link))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(shortLinkQuery(SLUG))).toBe('http://127.0.0.1:4010/s/q8TmZ2x');
        }),
      );
  });
});

describe('the language', () => {
  it('keeps the chosen language on the server', () => {
    const lang = matchersFor(envelope(LangResult), { data: { lang: 'en' } });
    return answers(
      call(state('signedIn'), 'a change of the language preference', endpoints.setLang, { body: { lang: 'en' } }),
      lang,
      () => runMutation(useSetLang, 'en'),
      { seen: exampleData },
    );
  });
});
