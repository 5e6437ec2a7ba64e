import { api, type CallSpec, ClientMessages, StatusMessage } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, type Mock, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createHttpClient, type HttpHooks } from './http';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

const envelope = (status: number, message: string, data: unknown, httpStatus = status): Response =>
  new Response(JSON.stringify({ status, message, data }), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });

const menus = { menu: [], permissions: ['fabric:fabricManageAdd'], buttons: [], dictionary: [] };
const session = {
  token: 't-1',
  personName: '张三',
  lastModifyTime: null,
  supplierCode: 'S001',
  supplierName: '华南面料',
  loginAccount: 'supplier01',
  personTel: '13800000000',
  personEmail: 'a@b.cn',
  createTime: '2024-01-01 10:00:00',
};

const idParam = z.object({ id: z.string().min(1) });

const fileCall = {
  method: 'GET',
  path: '/basic/api/upload/getFile/:id',
  summary: 'file',
  params: idParam,
  data: z.unknown(),
  file: true as const,
} satisfies CallSpec;

const uploadCall = {
  method: 'POST',
  path: '/basic/api/upload/upload',
  summary: 'upload',
  body: z.object({ businessType: z.string() }),
  data: z.object({ id: z.string() }),
  multipart: true as const,
} satisfies CallSpec;

const setup = (impl?: (url: string, init: RequestInit) => Promise<Response>) => {
  const hooks = { notify: vi.fn(), logout: vi.fn(), navigate: vi.fn() } satisfies HttpHooks;
  const fetchMock: FetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    impl ? impl(String(input), init ?? {}) : Promise.resolve(envelope(200, '成功', menus)),
  );
  const client = createHttpClient({ baseUrl: 'http://host', getToken: () => 'tok', fetch: fetchMock, ...hooks });
  return { client, hooks, fetchMock };
};

const initOf = (fetchMock: FetchMock, index = 0): RequestInit => fetchMock.mock.calls[index]?.[1] ?? {};
const headersOf = (fetchMock: FetchMock, index = 0) => new Headers(initOf(fetchMock, index).headers);

const warningOf = (message: string) => ({
  level: 'warning',
  title: ClientMessages.warningTitle,
  message,
  durationMs: 2000,
});

describe('http client: requests', () => {
  it('POSTs the JSON body to the base host with the token header and returns data', async () => {
    const { client, fetchMock } = setup(async () => envelope(200, '成功', session));
    const data = await client.request(api.account.login, { body: { loginAccount: 'a', password: 'cipher' } });

    expect(data).toEqual(session);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://host/basic/supplier/oauth/login');
    expect(initOf(fetchMock).method).toBe('POST');
    expect(JSON.parse(String(initOf(fetchMock).body))).toEqual({ loginAccount: 'a', password: 'cipher' });
    expect(headersOf(fetchMock).get('token')).toBe('tok');
    expect(headersOf(fetchMock).get('content-type')).toBe('application/json');
  });

  it('sends GET input as a query string, without a body', async () => {
    const { client, fetchMock } = setup(async () =>
      envelope(200, '成功', { personTel: '1', expiresIn: 60, code: '1' }),
    );
    await client.request(api.account.code, { query: { loginAccount: 'supplier 01' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://host/basic/supplier/oauth/code?loginAccount=supplier+01');
    expect(initOf(fetchMock).method).toBe('GET');
    expect(initOf(fetchMock).body).toBeUndefined();
  });

  it('fills path parameters', async () => {
    const { client, fetchMock } = setup(async () => new Response('file', { status: 200 }));
    await client.request(fileCall, { params: { id: 'a/b' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://host/basic/api/upload/getFile/a%2Fb');
  });

  it('sends an empty JSON object for a POST that declares no body', async () => {
    const { client, fetchMock } = setup();
    await client.request(api.account.menus);
    expect(initOf(fetchMock).body).toBe('{}');
  });

  it('copies count to total on paged data', async () => {
    const { client } = setup(async () => envelope(200, '成功', { count: 42, data: [] }));
    const page = await client.request(api.navbar.downloadList, { body: { page: 1, limit: 10 } });
    expect(page).toEqual({ count: 42, total: 42, data: [] });
  });

  it('passes FormData through for multipart calls and lets the browser set the boundary', async () => {
    const { client, fetchMock } = setup(async () => envelope(200, '成功', { id: 'f1' }));
    const form = new FormData();
    form.append('businessType', 'fabric');
    await client.request(uploadCall, { body: form });

    expect(initOf(fetchMock).body).toBe(form);
    expect(headersOf(fetchMock).get('content-type')).toBeNull();
  });

  it('returns a Blob for file calls', async () => {
    const { client } = setup(
      async () => new Response('PDFDATA', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const file = await client.request(fileCall, { params: { id: '7' } });
    expect(await file.text()).toBe('PDFDATA');
  });

  it('reads the error envelope of a failed file call', async () => {
    const { client, hooks } = setup(async () => envelope(403, '', null));
    await expect(client.request(fileCall, { params: { id: '7' } })).rejects.toMatchObject({ status: 403 });
    expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf(StatusMessage.forbidden)));
  });

  it('derives input and result types from the call (checked by tsc, never run)', () => {
    const { client } = setup();
    const typed = () => {
      // @ts-expect-error login declares a required body
      void client.request(api.account.login);
      // @ts-expect-error the body is checked against the call's schema
      void client.request(api.account.login, { body: { loginAccount: 'a' } });
      expectTypeOf(client.request(api.navbar.downloadList, { body: {} }))
        .resolves.toHaveProperty('total')
        .toEqualTypeOf<number>();
      expectTypeOf(client.request(fileCall, { params: { id: '1' } })).resolves.toEqualTypeOf<Blob>();
      expectTypeOf(client.request(api.account.login, { body: { loginAccount: 'a', password: 'b' } }))
        .resolves.toHaveProperty('token')
        .toEqualTypeOf<string>();
    };
    expect(typed).toBeTypeOf('function');
  });

  it('rejects a missing path parameter without a request or a notification', async () => {
    const { client, fetchMock, hooks } = setup();
    await expect(client.request(fileCall, { params: { id: '' } })).rejects.toThrow('missing path parameter id');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('http client: one identical request at a time', () => {
  it('shares the pending promise between identical concurrent requests (one fetch)', async () => {
    let answer: (r: Response) => void = () => {};
    const { client, fetchMock } = setup(() => new Promise((resolve) => (answer = resolve)));
    const first = client.request(api.account.menus);
    const second = client.request(api.account.menus);
    answer(envelope(200, '成功', menus));

    expect(await first).toEqual(menus);
    expect(await second).toEqual(menus);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends requests that differ in body, and repeats once the first has settled', async () => {
    const { client, fetchMock } = setup(async () => envelope(200, '成功', { count: 0, data: [] }));
    await Promise.all([
      client.request(api.navbar.downloadList, { body: { page: 1, limit: 10 } }),
      client.request(api.navbar.downloadList, { body: { page: 2, limit: 10 } }),
    ]);
    await client.request(api.navbar.downloadList, { body: { page: 1, limit: 10 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("never shares a request of one session with the next session's identical one", async () => {
    let token = 'supplier-token';
    const answers: ((r: Response) => void)[] = [];
    const hooks = { notify: vi.fn(), logout: vi.fn(), navigate: vi.fn() } satisfies HttpHooks;
    const fetchMock: FetchMock = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const client = createHttpClient({ baseUrl: 'http://host', getToken: () => token, fetch: fetchMock, ...hooks });
    const supplier = client.request(api.account.menus);
    token = 'hongda-token';
    const hongda = client.request(api.account.menus);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchMock, 1).get('token')).toBe('hongda-token');

    // The supplier's request answers 401 after hongda signed in: hongda is neither told nor signed out.
    answers[0]!(envelope(401, '', null));
    answers[1]!(envelope(200, '成功', menus));
    await expect(supplier).rejects.toMatchObject({ status: 401 });
    expect(await hongda).toEqual(menus);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('never de-duplicates uploads', async () => {
    const { client, fetchMock } = setup(async () => envelope(200, '成功', { id: 'f1' }));
    await Promise.all([
      client.request(uploadCall, { body: new FormData() }),
      client.request(uploadCall, { body: new FormData() }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows one notification when callers sharing a request fail', async () => {
    const { client, hooks } = setup(async () => envelope(400, '参数错误', null));
    const results = await Promise.allSettled([client.request(api.account.menus), client.request(api.account.menus)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(hooks.notify).toHaveBeenCalledTimes(1);
  });
});

describe('http client: timeout and network', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts after 5000 ms and shows 网络请求超时，请重试！ for 5000 ms', async () => {
    const { client, hooks, fetchMock } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const pending = client.request(api.account.menus).finally(() => {
      settled = true;
    });
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout', status: 0 });

    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;

    expect(initOf(fetchMock).signal?.aborted).toBe(true);
    expect(hooks.notify).toHaveBeenCalledTimes(1);
    expect(hooks.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'error',
        title: ClientMessages.errorTitle,
        message: '网络请求超时，请重试！',
        durationMs: 5000,
      }),
    );
  });

  it('clears the timer when the answer arrives in time', async () => {
    const { client, hooks } = setup();
    await client.request(api.account.menus);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows 网络环境异常，请重试！ for 5000 ms when the network fails', async () => {
    const { client, hooks } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.request(api.account.menus).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(hooks.notify).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'error', message: '网络环境异常，请重试！', durationMs: 5000 }),
    );
  });

  it('treats a gateway error without an envelope (stub down behind the proxy) as a network failure', async () => {
    const { client, hooks } = setup(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(client.request(api.account.menus)).rejects.toMatchObject({ kind: 'network' });
    expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining({ message: ClientMessages.network }));
  });
});

describe('http client: error envelopes', () => {
  // Each case runs twice: HTTP status mirroring the envelope (the stub) and HTTP 200 for everything (some backends).
  const transports = [
    ['mirrored HTTP status', (status: number) => status],
    ['HTTP 200', () => 200],
  ] as const;

  describe.each(transports)('with %s', (_name, httpStatusFor) => {
    const failWith = (status: number, message: string) =>
      setup(async () => envelope(status, message, null, httpStatusFor(status)));

    it('400 shows the server message as a warning titled 警告信息 for 2000 ms', async () => {
      const { client, hooks } = failWith(400, '账号或密码错误');
      await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 400, message: '账号或密码错误' });
      expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('账号或密码错误')));
      expect(hooks.logout).not.toHaveBeenCalled();
    });

    it('400 with an empty message shows 操作失败', async () => {
      const { client, hooks } = failWith(400, '');
      await expect(client.request(api.account.menus)).rejects.toBeInstanceOf(ApiError);
      expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('操作失败')));
    });

    it('403 shows 没有权限 as a warning, or the server message', async () => {
      const { client, hooks } = failWith(403, '');
      await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 403 });
      expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('没有权限')));

      const other = failWith(403, '无权操作该供应商');
      await expect(other.client.request(api.account.menus)).rejects.toMatchObject({ status: 403 });
      expect(other.hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('无权操作该供应商')));
    });

    it('500 shows 系统错误信息 in an error titled 异常信息, never the server text', async () => {
      const { client, hooks } = failWith(500, 'java.lang.NullPointerException');
      await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 500 });
      expect(hooks.notify).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'error', title: '异常信息', message: '系统错误信息', durationMs: 2000 }),
      );
    });

    it('401 shows token验证不通过, logs out and goes to /login', async () => {
      const { client, hooks } = failWith(401, '');
      await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 401 });
      expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('token验证不通过')));
      expect(hooks.logout).toHaveBeenCalledTimes(1);
      expect(hooks.navigate).toHaveBeenCalledWith('/login');
    });

    it('401 with a server message shows that message', async () => {
      const { client, hooks } = failWith(401, '登录已过期');
      await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 401 });
      expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining(warningOf('登录已过期')));
    });

    it('shows exactly one notification per failed request', async () => {
      const { client, hooks } = failWith(400, '参数错误');
      await expect(client.request(api.account.menus)).rejects.toBeInstanceOf(ApiError);
      expect(hooks.notify).toHaveBeenCalledTimes(1);
    });
  });

  it('gives identical notifications the same toast id so a visible one is not stacked', async () => {
    const { client, hooks } = setup(async () => envelope(401, '', null));
    await expect(client.request(api.account.menus)).rejects.toBeInstanceOf(ApiError);
    await expect(client.request(api.account.currentUser)).rejects.toBeInstanceOf(ApiError);
    const [first, second] = hooks.notify.mock.calls.map(([n]) => n.id);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('lets a caller opt out of the notification; a 401 still signs out', async () => {
    const { client, hooks } = setup(async () => envelope(401, '', null));
    await expect(client.request(api.account.menus, undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/login');
  });

  it('still notifies once when a silent and a normal caller share a request', async () => {
    const { client, hooks } = setup(async () => envelope(400, '参数错误', null));
    await Promise.allSettled([
      client.request(api.account.menus, undefined, { silent: true }),
      client.request(api.account.menus),
    ]);
    expect(hooks.notify).toHaveBeenCalledTimes(1);
  });

  it('treats a non-envelope answer as a system error', async () => {
    const { client, hooks } = setup(async () => new Response('<html>', { status: 200 }));
    await expect(client.request(api.account.menus)).rejects.toMatchObject({ status: 500 });
    expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining({ title: '异常信息', message: '系统错误信息' }));
  });
});
