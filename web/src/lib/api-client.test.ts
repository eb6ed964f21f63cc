import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client.js';
import { ApiError, apiErrorFromBody } from './api-error.js';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (response: Response | Error, overrides: Partial<ApiClientDeps> = {}) => {
  const fetch = vi.fn<ApiClientDeps['fetch']>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  const apiCall = createApiClient({
    fetch,
    getIdToken: () => Promise.resolve('id-token'),
    getActingStudentUid: () => null,
    ...overrides,
  });
  return { apiCall, fetch };
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('apiErrorFromBody', () => {
  it('reads code and fields of the contract error body', () => {
    const error = apiErrorFromBody(400, { error: { code: 'validation-failed', fields: { name: 'too_small' } } });
    expect(error).toMatchObject({ status: 400, code: 'validation-failed', fields: { name: 'too_small' } });
  });

  it('keeps codes the app does not know', () => {
    expect(apiErrorFromBody(418, { error: { code: 'teapot' } }).code).toBe('teapot');
  });

  it('has no code for bodies outside the contract', () => {
    expect(apiErrorFromBody(500, 'Internal Server Error').code).toBeNull();
    expect(apiErrorFromBody(500, { message: 'boom' }).code).toBeNull();
    expect(apiErrorFromBody(400, { error: { code: '' } }).code).toBeNull();
    expect(apiErrorFromBody(400, undefined).code).toBeNull();
  });

  it('treats an unreachable backend behind the proxy as a network error', () => {
    expect(apiErrorFromBody(502, undefined).code).toBe('network-error');
    expect(apiErrorFromBody(503, { error: { code: 'internal' } }).code).toBe('internal');
  });
});

describe('createApiClient', () => {
  it('sends the bearer ID token and returns the parsed response', async () => {
    const { apiCall, fetch } = client(jsonResponse(200, { unread: 3 }));
    await expect(apiCall('getUnreadNotificationCount')).resolves.toEqual({ unread: 3 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/notifications/unread-count');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer id-token' } });
  });

  it("adds the guardian's acting-student header", async () => {
    const { apiCall, fetch } = client(jsonResponse(200, { unread: 0 }), { getActingStudentUid: () => 'child-1' });
    await apiCall('getUnreadNotificationCount');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'x-acting-student': 'child-1' });
  });

  it('fills path parameters', async () => {
    const profile = { uid: 'u-2', displayName: 'Frau Meier', short: 'MEI', role: 'tutor' };
    const { apiCall, fetch } = client(jsonResponse(200, profile));
    await expect(apiCall('getUserProfile', { params: { uid: 'u-2' } })).resolves.toEqual(profile);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/u-2');
  });

  it('sends public routes without a token', async () => {
    const { apiCall, fetch } = client(jsonResponse(200, { status: 'ok', version: '2.2.1' }), {
      getIdToken: () => Promise.resolve(null),
    });
    await apiCall('getHealth');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('throws the error code of the response', async () => {
    const { apiCall } = client(jsonResponse(403, { error: { code: 'no-access-rights' } }));
    expect(await caught(apiCall('getBootstrap'))).toMatchObject({ status: 403, code: 'no-access-rights' });
  });

  it('throws unauthorized without a session, before any request', async () => {
    const { apiCall, fetch } = client(jsonResponse(200, {}), { getIdToken: () => Promise.resolve(null) });
    expect(await caught(apiCall('getBootstrap'))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a token that could not be refreshed (offline) as network error, keeping the session', async () => {
    const { apiCall, fetch } = client(jsonResponse(200, {}), { getIdToken: () => Promise.reject(new Error('NetworkError')) });
    expect(await caught(apiCall('getBootstrap'))).toMatchObject({ status: 0, code: 'network-error' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failed request as network error', async () => {
    const { apiCall } = client(new TypeError('Failed to fetch'));
    expect(await caught(apiCall('getUnreadNotificationCount'))).toMatchObject({ status: 0, code: 'network-error' });
  });

  it('rejects invalid input before sending', async () => {
    const { apiCall, fetch } = client(jsonResponse(200, {}));
    const error = await caught(apiCall('getUserProfile', { params: { uid: 'not valid!' } }));
    expect(error.code).toBe('validation-failed');
    expect(error.fields).toHaveProperty('uid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a response outside the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { apiCall } = client(jsonResponse(200, { unread: -1 }));
    expect(await caught(apiCall('getUnreadNotificationCount'))).toMatchObject({ code: 'internal' });
  });

  it("asks a read once more after the Retry-After of a 'busy' answer, and then answers with the second answer", async () => {
    const busy = () => new Response(JSON.stringify({ error: { code: 'busy' } }), { status: 503, headers: { 'retry-after': '2' } });
    const fetch = vi
      .fn<ApiClientDeps['fetch']>()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(jsonResponse(200, { unread: 1 }));
    const wait = vi.fn(() => Promise.resolve());
    const { apiCall } = client(new Error('unused'), { fetch, wait });
    await expect(apiCall('getUnreadNotificationCount')).resolves.toEqual({ unread: 1 });
    expect(wait).toHaveBeenCalledWith(2000);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockReset().mockImplementation(() => Promise.resolve(busy()));
    expect(await caught(apiCall('getUnreadNotificationCount'))).toMatchObject({ status: 503, code: 'busy' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("names a write's user action with a key and sends it again with that key after a 'busy' answer", async () => {
    const fetch = vi
      .fn<ApiClientDeps['fetch']>()
      .mockResolvedValueOnce(jsonResponse(503, { error: { code: 'busy' } }))
      .mockResolvedValueOnce(jsonResponse(200, { id: 'n-1', unread: false }));
    const wait = vi.fn(() => Promise.resolve());
    const { apiCall } = client(new Error('unused'), { fetch, wait, newActionKey: () => 'action-1' });
    await expect(apiCall('markReceivedNotification', { params: { notificationId: 'n-1' }, body: { unread: false } })).resolves.toEqual({
      id: 'n-1',
      unread: false,
    });
    expect(wait).toHaveBeenCalledWith(1000);
    expect(fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key'])).toEqual([
      'action-1',
      'action-1',
    ]);
  });

  it('sends a write again with the same key, once, when its answer was lost on the way', async () => {
    const fetch = vi.fn<ApiClientDeps['fetch']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const wait = vi.fn(() => Promise.resolve());
    let actions = 0;
    const { apiCall } = client(new Error('unused'), { fetch, wait, newActionKey: () => `action-${String((actions += 1))}` });
    expect(await caught(apiCall('markReceivedNotification', { params: { notificationId: 'n-1' }, body: { unread: false } }))).toMatchObject(
      { code: 'network-error' },
    );
    expect(fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key'])).toEqual([
      'action-1',
      'action-1',
    ]);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('sends reads and public writes without a key, and a failed read or public write once', async () => {
    const fetch = vi.fn<ApiClientDeps['fetch']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const wait = vi.fn(() => Promise.resolve());
    const { apiCall } = client(new Error('unused'), { fetch, wait });
    expect(await caught(apiCall('getUnreadNotificationCount'))).toMatchObject({ code: 'network-error' });
    const publicWrite = apiCall('checkActivationCode', { body: { code: 'abc1234', expectedKind: 'student' } });
    expect(await caught(publicWrite)).toMatchObject({ code: 'network-error' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.flatMap(([, init]) => Object.keys(init.headers ?? {}))).not.toContain('idempotency-key');
    expect(wait).not.toHaveBeenCalled();
  });
});
