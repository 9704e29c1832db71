import { expect, test, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { API_URL, DEMO, expectAccessible, latestCode, look, pickPlace, prepare, storeSession } from './support';

/**
 * Settings: every test works on a store of its own, registered through the API here, so nothing
 * another spec reads (the demo stores) changes, and parallel specs never see these stores.
 */

/** Every settings screen is checked for accessibility before it is looked at (see support's look). */
async function check(page: Page, name: string) {
  await expectAccessible(page);
  await look(page, name);
}

// Every test registers a store of its own, so the tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

let serial = 0;
/**
 * A phone number no seed store has: +49 1729 and eight digits from the clock, the worker and a
 * counter, so two workers never draw the same one.
 */
const uniquePhone = () => {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${test.info().parallelIndex % 10}${serial % 10}`.padStart(8, '0');
  return { phone: `+49.1729${digits}`, local: `1729${digits}` };
};

interface FreshStore {
  name: string;
  phone: string;
  local: string;
  token: string;
  expiredAt: number;
}

/** Registers a store through the API and signs it in with the code from the outbox. */
async function registerStore(label: string): Promise<FreshStore> {
  const { phone, local } = uniquePhone();
  const name = `${label} ${Date.now()}`;
  const categories = (await (await fetch(`${API_URL}/api/store/categories`)).json()) as { data: { id: number }[] };
  const registered = await fetch(`${API_URL}/api/store/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      category_id: categories.data[0]!.id,
      phone,
      address: 'Schillerstraße 12, 10625 Berlin',
      lat: 52.5096,
      lng: 13.3072,
      lang: 'en',
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const res = await fetch(`${API_URL}/auth/get-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await latestCode(phone), domain: 'store', return: 'token', lang: 'en' }),
  });
  expect(res.ok).toBe(true);
  const token = ((await res.json()) as { data: { access_token: string; expired_at: number } }).data;
  return { name, phone, local, token: token.access_token, expiredAt: token.expired_at };
}

async function signInAs(page: Page, store: FreshStore, locale: 'en' | 'de' = 'en') {
  await prepare(page, { locale });
  await storeSession(page, store.token, store.expiredAt);
}

async function apiStore(store: FreshStore) {
  const res = await fetch(`${API_URL}/api/store/my`, { headers: { Authorization: `Bearer ${store.token}` } });
  return ((await res.json()) as { data: Record<string, unknown> & { photo: { url: string } | null } }).data;
}

/** A real PNG of one colour, made here: signature, IHDR, IDAT, IEND. */
function png(width: number, rgb: [number, number, number], height = width): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the settings menu links every settings screen and logs out', async ({ page }) => {
  const store = await registerStore('Menu Laden');
  await signInAs(page, store);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('store-name')).toHaveText(store.name);
  await expect(page.getByTestId('settings-account')).toHaveAttribute('href', '/settings/account-information');
  await expect(page.getByTestId('settings-store-qr')).toHaveAttribute('href', '/settings/store-qr');
  await expect(page.getByTestId('settings-my-sales')).toHaveAttribute('href', '/settings/my-sales');
  await expect(page.getByTestId('settings-language')).toHaveAttribute('href', '/settings/language');
  await expect(page.getByTestId('settings-language')).toContainText('English');
  await expect(page.getByTestId('settings-help')).toHaveAttribute('href', '/help-center?from=%2Fsettings');
  await expect(page.getByTestId('settings-terms')).toHaveAttribute('href', '/terms-and-conditions?from=%2Fsettings');
  await expect(page.getByTestId('settings-privacy')).toHaveAttribute('href', '/privacy-policy?from=%2Fsettings');
  await check(page, 'menu');

  // A legal page comes back to the settings.
  await page.getByTestId('settings-terms').click();
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByTestId('settings-logout').click();
  // It asks first; Escape keeps the session, confirming ends it.
  const asking = page.getByRole('dialog', { name: 'Log out?' });
  await expect(asking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByTestId('settings-logout').click();
  await asking.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('expiredAt')])).toEqual([
    null,
    null,
  ]);
});

test('edit the account: saved, shown in the header at once and after a reload', async ({ page }) => {
  const store = await registerStore('Konto Laden');
  await signInAs(page, store);
  await page.goto('/settings/account-information');
  await expect(page.getByTestId('account-name')).toHaveText(store.name);
  await expect(page.getByTestId('account-phone')).toHaveText(store.phone.replace('.', ' '));
  await expect(page.getByTestId('account-about')).toHaveText('Not set');
  await expect(page.getByRole('img', { name: "Map of the store's location" })).toBeVisible();
  await check(page, 'account');

  await page.getByTestId('edit-account').click();
  const form = page.getByTestId('account-form');
  await expect(form).toBeVisible();
  await check(page, 'account-edit');

  // The form's own rules, before anything is sent.
  const newName = `${store.name} & Co`;
  await form.getByLabel('Store name').fill('X');
  await form.getByLabel('E-mail').fill('not-an-email');
  await page.getByTestId('save-account').click();
  await expect(form.getByText('The name needs at least 2 characters')).toBeVisible();
  await expect(form.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByTestId('back-link').click();
  await expect(page.getByTestId('leave-guard')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  // Closed, with focus back where it was: a fill before that can lose its select-all to the
  // dialog's focus return and add to the name instead of replacing it.
  await expect(page.getByTestId('leave-guard')).toBeHidden();

  await form.getByLabel('Store name').fill(newName);
  await form.getByLabel('About').fill('Fresh flowers every morning.\nBouquets to order.');
  await form.getByLabel('Show opening hours').check();
  await form.getByLabel('Open from').selectOption('tue');
  await form.getByLabel('Open until').selectOption('sat');
  await form.getByLabel('Opens at').fill('08:30');
  await form.getByLabel('Closes at').fill('19:00');
  await form.getByLabel('E-mail').fill('kontakt@example.com');
  await page.getByTestId('save-account').click();

  await expect(page).toHaveURL(/\/settings\/account-information$/);
  await expect(page.getByText('Store information saved')).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(newName);
  await expect(page.getByTestId('account-hours')).toHaveText('Tuesday – Saturday, 08:30 – 19:00');
  await expect(page.getByTestId('account-email')).toHaveText('kontakt@example.com');

  // The header of the main layout shows the new name without a reload.
  await page.getByTestId('back-link').click();
  await expect(page.getByTestId('store-name')).toHaveText(newName);

  await page.goto('/settings/account-information');
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText(newName);
  await expect(page.getByTestId('account-about')).toHaveText('Fresh flowers every morning.\nBouquets to order.');
  expect(await apiStore(store)).toMatchObject({
    name: newName,
    email: 'kontakt@example.com',
    opening_hours: { open_day: 'tue', close_day: 'sat', start_time: '08:30', end_time: '19:00' },
  });
});

/** Whether any script the page has loaded builds zod schemas (zod's type names survive minifying). */
const zodLoaded = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    return texts.some((text) => text.includes('$ZodType'));
  });

test('the account edit page draws without the form rules, which load once the merchant starts on the form', async ({
  page,
}) => {
  const store = await registerStore('Regel Laden');
  await signInAs(page, store);
  await page.goto('/settings/account-information/edit');
  const form = page.getByTestId('account-form');
  await expect(form.getByLabel('Store name')).toHaveValue(store.name);
  expect(await zodLoaded(page)).toBe(false);

  await form.getByLabel('Store name').fill('X');
  await page.getByTestId('save-account').click();
  await expect(form.getByText('The name needs at least 2 characters')).toBeVisible();
  expect(await zodLoaded(page)).toBe(true);
});

test('overnight opening hours are kept and shown as running into the next day; a span of no length is refused', async ({
  page,
}) => {
  const store = await registerStore('Nachtbar');
  await signInAs(page, store, 'de');
  await page.goto('/settings/account-information');
  await page.getByTestId('edit-account').click();
  const form = page.getByTestId('account-form');
  await form.getByLabel('Öffnungszeiten anzeigen').check();
  await form.getByLabel('Geöffnet ab').selectOption('fri');
  await form.getByLabel('Geöffnet bis').selectOption('sat');
  await form.getByLabel('Öffnet um').fill('20:00');
  await form.getByLabel('Schließt um').fill('20:00');
  await page.getByTestId('save-account').click();
  await expect(form.getByText('Öffnungs- und Schließzeit sind gleich: Wähle eine andere Zeit')).toBeVisible();

  await form.getByLabel('Schließt um').fill('08:00');
  await page.getByTestId('save-account').click();
  await expect(page.getByTestId('account-hours')).toHaveText('Freitag – Samstag, 20:00 – 08:00 Uhr (am Folgetag)');
  expect((await apiStore(store)).opening_hours).toEqual({
    open_day: 'fri',
    close_day: 'sat',
    start_time: '20:00',
    end_time: '08:00',
  });
});

test('the account edit moves the pin with the same map as registration, and saves it', async ({ page }) => {
  const store = await registerStore('Karten Laden');
  await signInAs(page, store);
  await page.goto('/settings/account-information');
  await page.getByTestId('edit-account').click();
  const form = page.getByTestId('account-form');
  await expect(form.getByTestId('location-coords')).toContainText('52.5');

  await pickPlace(page, form.getByTestId('open-map'), 'Hamburg', { preview: () => check(page, 'account-map') });
  await expect(form.getByTestId('location-coords')).toContainText('53.5');
  await expect(form.getByLabel('Address')).toHaveValue(/Hamburg/);

  await page.getByTestId('save-account').click();
  await expect(page.getByText('Store information saved')).toBeVisible();
  const saved = await apiStore(store);
  expect(Number(saved.lat)).toBeCloseTo(53.55, 1);
  expect(Number(saved.lng)).toBeCloseTo(10.0, 0);
  expect(String(saved.address)).toMatch(/Hamburg/);
});

test('upload a photo and a logo; a file that is not a picture is refused', async ({ page }) => {
  const store = await registerStore('Foto Laden');
  await signInAs(page, store);
  await page.goto('/settings/account-information/edit');
  const photo = page.getByTestId('picture-photo');
  const logo = page.getByTestId('picture-logo');

  // Named .png and declared as one, but not a picture: the server judges the bytes.
  await page
    .getByTestId('picture-photo-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(photo.getByTestId('field-error')).toHaveText('The file must be a JPEG, PNG or WebP picture');
  // Not a picture type at all: refused before upload.
  await page
    .getByTestId('picture-logo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(logo.getByTestId('field-error')).toHaveText('Choose a JPEG, PNG or WebP picture');

  await page
    .getByTestId('picture-photo-input')
    .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: png(96, [220, 80, 60], 48) });
  await expect(photo.getByText('Picture uploaded. Save to keep it.')).toBeVisible();
  await expect(photo.getByTestId('field-error')).toHaveCount(0);
  await expect(photo.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page
    .getByTestId('picture-logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(32, [40, 60, 200]) });
  await expect(logo.getByText('Picture uploaded. Save to keep it.')).toBeVisible();
  await check(page, 'account-edit-pictures');
  await page.getByTestId('save-account').click();

  await expect(page).toHaveURL(/\/settings\/account-information$/);
  const saved = await apiStore(store);
  expect(saved.photo?.url).toMatch(new RegExp(`^${API_URL}/media/[\\w-]+\\.png$`));
  await expect(page.getByTestId('store-photo')).toHaveAttribute('src', saved.photo!.url);
  await expect(page.getByTestId('store-logo')).toBeVisible();
  // Served as the server encoded it again: a PNG of the same size, never sniffed as anything else.
  const served = await fetch(saved.photo!.url);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([96, 48]);
  await check(page, 'account-with-pictures');

  // The header shows the new photo at once.
  await page.getByTestId('back-link').click();
  const avatar = page.getByRole('banner').locator(`img[src="${saved.photo!.url}"]`);
  await expect(avatar).toBeVisible();
  // The wide photo is cropped to the round avatar's square, not squeezed into it.
  expect(
    await avatar.evaluate((img: HTMLImageElement) => ({
      fit: getComputedStyle(img).objectFit,
      square: img.getBoundingClientRect().width === img.getBoundingClientRect().height,
      wide: img.naturalWidth === 2 * img.naturalHeight,
    })),
  ).toEqual({ fit: 'cover', square: true, wide: true });
});

test('change the phone with the code from the outbox, then sign in with the new number', async ({ page }) => {
  const store = await registerStore('Telefon Laden');
  const next = uniquePhone();
  await signInAs(page, store);
  await page.goto('/settings/account-information');
  await page.getByTestId('change-phone').click();
  await expect(page.getByTestId('current-phone')).toContainText(store.phone.replace('.', ' '));
  await check(page, 'phone');
  // The account page and the phone's two steps build no zod schemas (the code's length and resend
  // wait come from the contracts' schema-free @mbo/contracts/otp).
  expect(await zodLoaded(page)).toBe(false);

  const phoneInput = page.getByRole('textbox', { name: 'New phone number' });
  // A number another store has: refused, and no code is sent to it.
  await phoneInput.fill(DEMO.rich.local);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('phone-step').getByTestId('field-error')).toHaveText(
    'This phone number is already registered',
  );

  await phoneInput.fill(next.local);
  await page.getByTestId('send-code').click();
  const codeStep = page.getByTestId('code-step');
  await expect(codeStep).toContainText(next.phone.replace('.', ' '));
  const code = await latestCode(next.phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByTestId('otp-input').fill(wrong);
  await expect(codeStep.getByTestId('field-error')).toHaveText(/The code is not correct\. 4 tries left/);
  await check(page, 'phone-code');

  await page.getByTestId('otp-input').fill(code);
  await expect(page).toHaveURL(/\/settings\/account-information$/);
  await expect(page.getByText('Phone number changed')).toBeVisible();
  await expect(page.getByTestId('account-phone')).toHaveText(next.phone.replace('.', ' '));

  // Signed out, the new number signs in.
  await page.evaluate(() => {
    localStorage.removeItem('accessToken');
    localStorage.removeItem('expiredAt');
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(next.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account-verification/);
  await page.getByTestId('otp-input').fill(await latestCode(next.phone));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('store-name')).toHaveText(store.name);
});

test('the store QR code: drawn with its link, which opens the public store page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const store = await registerStore('QR Laden');
  // With a logo: it is drawn into the code's centre, and the downloaded PNG still exports (CORS).
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(64, [250, 180, 0]))], { type: 'image/png' }), 'logo.png');
  const auth = { Authorization: `Bearer ${store.token}` };
  const media = await fetch(`${API_URL}/api/store/media?slot=logo`, { method: 'POST', headers: auth, body: form });
  expect(media.status).toBe(201);
  const logoUrl = ((await media.json()) as { data: { url: string } }).data.url;
  const put = await fetch(`${API_URL}/api/store/my`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ logo_url: logoUrl }),
  });
  expect(put.status).toBe(200);
  await signInAs(page, store);
  await page.goto('/settings/store-qr');
  await check(page, 'store-qr');
  await page.getByTestId('generate-qr').click();
  await expect(page).toHaveURL(/\/settings\/store-qr\/qr$/);
  await expect(page.getByTestId('qr-canvas')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('qr-store-name')).toHaveText(store.name);
  const link = (await page.getByTestId('qr-link').textContent())!;
  expect(link).toMatch(new RegExp(`^${API_URL}/s/[\\w-]+$`));
  await check(page, 'store-qr-result');

  await page.getByTestId('qr-copy').click();
  await expect(page.getByTestId('qr-notice')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const download = page.waitForEvent('download');
  await page.getByTestId('qr-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-qr\.png$/);
  const poster = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of poster) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(1, 4).toString('latin1')).toBe('PNG');

  // Scanning leads to the store's public page.
  const opened = await fetch(link);
  expect(opened.status).toBe(200);
  expect(opened.url).toContain('/__mock/stores/');
  expect(await opened.text()).toContain(store.name.replace('&', '&amp;'));

  // The same store keeps the same link.
  await page.reload();
  await expect(page.getByTestId('qr-link')).toHaveText(link);
});

test('the language switch changes the whole app at once and persists', async ({ page }) => {
  // Eight screens, each checked with axe in two languages: on a busy machine that passes the
  // minute the other tests get. The limit only stops a hung test.
  test.setTimeout(120_000);
  const store = await registerStore('Sprach Laden');
  await signInAs(page, store);
  await page.goto('/settings/language');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await check(page, 'language');

  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByTestId('save-language').click();
  await expect(page.getByTestId('language-confirmation')).toHaveText('Die App ist jetzt auf Deutsch.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await check(page, 'language-de');
  await expect.poll(async () => (await apiStore(store)).lang).toBe('de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
  await page.getByTestId('back-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByTestId('settings-language')).toContainText('Deutsch');
  await check(page, 'menu-de');

  // The German words fit the other settings screens too.
  await page.goto('/settings/account-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontoinformationen' })).toBeVisible();
  await expect(page.getByTestId('account-hours')).toHaveText('Nicht angegeben');
  await check(page, 'account-de');
  await page.goto('/settings/account-information/edit');
  await page.getByLabel('Öffnungszeiten anzeigen').check();
  await expect(page.getByLabel('Geöffnet ab')).toHaveValue('mon');
  await check(page, 'account-edit-de');
  await page.goto('/settings/account-information/phone/edit');
  await expect(page.getByRole('button', { name: 'Code senden' })).toBeVisible();
  await check(page, 'phone-de');
});
