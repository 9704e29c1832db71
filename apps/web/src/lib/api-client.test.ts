import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, onUnauthorized } from './api-client';
import { accessToken, saveSession } from './session';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('callEndpoint', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ access_token: 'tok', token_type: 'Bearer', expires_in: 60, expired_at: 4_102_444_800 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('sends a JSON body as JSON, with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { lang: 'en' } }));
    await callEndpoint('setLang', { body: { lang: 'en' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/lang$/);
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'Accept-Language': 'de',
    });
    expect(init?.body).toBe('{"lang":"en"}');
  });

  it('sends a body-less call (mark all read, withdraw) with no body and no Content-Type', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { updated: 2 } }));
    await callEndpoint('markAllNotificationsRead', {});
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok', 'Accept-Language': 'de' });
  });

  it('sends a multipart body as FormData and leaves its Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(
      answer(201, { data: { url: 'http://x/media/a.png', content_type: 'image/png', size: 3 } }),
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'shop.png', { type: 'image/png' });
    const res = await callEndpoint('uploadMedia', { body: { file } });
    expect(res.data.url).toBe('http://x/media/a.png');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok', 'Accept-Language': 'de' });
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const part = form.get('file') as File;
    expect(part.name).toBe('shop.png');
    expect(part.size).toBe(3);
  });

  it('asks for answers in the stored interface language', async () => {
    localStorage.setItem('locale', 'en');
    fetchMock.mockResolvedValue(answer(200, { data: [] }));
    await callEndpoint('categories', undefined);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('turns an error answer into ApiRequestError with the field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { status: 422, user_message: 'Not a picture', errors: { file: ['Not a picture'] } }),
    );
    await expect(
      callEndpoint('uploadMedia', { body: { file: new Blob(['x'], { type: 'text/plain' }) } }),
    ).rejects.toMatchObject({ status: 422, userMessage: 'Not a picture', errors: { file: ['Not a picture'] } });
  });

  it('ends the session once for a 401, however many calls under way or sent after it answer 401', async () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    let answerFirst: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValue(answer(401, { status: 401, user_message: 'Sign in again', errors: {} }));
    const underWay = callEndpoint('myStore', undefined);
    await expect(callEndpoint('listNotifications', { query: { page: 1, size: 20 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(accessToken()).toBeNull();

    answerFirst(answer(401, { status: 401, user_message: 'Sign in again', errors: {} }));
    await expect(underWay).rejects.toMatchObject({ status: 401 });
    await expect(callEndpoint('myStore', undefined)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a newer session alone when a call of the old one answers 401', async () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    let answerOld: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    const old = callEndpoint('myStore', undefined);
    saveSession({ access_token: 'newer', token_type: 'Bearer', expires_in: 60, expired_at: 4_102_444_800 });
    // Sent with the session it was asked under.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    answerOld(answer(401, { status: 401, user_message: 'Sign in again', errors: {} }));
    await expect(old).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    expect(accessToken()).toBe('newer');
    stop();
  });
});
