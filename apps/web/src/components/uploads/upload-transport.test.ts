import { files } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadOk, uploadRejected } from './test/upload-test-kit';
import {
  createServerAdapter,
  postForm,
  readUploadAnswer,
  UploadFailure,
  uploadIdleTimeoutMs,
} from './upload-transport';

const failureOf = (fn: () => unknown): UploadFailure => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UploadFailure) return error;
    throw error;
  }
  throw new Error('no failure');
};

describe('readUploadAnswer (spec 001 §7/§8)', () => {
  const answer = (status: number, body: unknown) => ({
    status,
    text: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('gives id and fileName of a success', () => {
    expect(readUploadAnswer(answer(200, uploadOk('f1', '面料.jpg')))).toEqual({
      id: 'f1',
      fileName: '面料.jpg',
      uploadStatus: '200',
      checkMsg: null,
    });
  });

  it("reads uploadStatus '400' with checkMsg as a rejection, whatever the HTTP status", () => {
    for (const http of [400, 200]) {
      const failure = failureOf(() => readUploadAnswer(answer(http, uploadRejected('只能上传 1 个文件！', 'a.jpg'))));
      expect(failure.reason).toBe('rejected');
      expect(failure.message).toBe('只能上传 1 个文件！');
    }
  });

  it('maps HTTP 500 to 系统异常!, 413 to 上传文件过大!, anything else to 上传失败!', () => {
    const cases: [number, unknown, string, string][] = [
      [500, { status: 500, message: '系统异常!', data: null }, 'system', '系统异常!'],
      [500, '<html>Internal Server Error</html>', 'system', '系统异常!'],
      [200, { status: 500, message: 'stack…', data: null }, 'system', '系统异常!'],
      [413, { status: 413, message: '上传文件过大!', data: null }, 'tooLarge', '上传文件过大!'],
      [413, '<html>Request Entity Too Large</html>', 'tooLarge', '上传文件过大!'],
      [502, '<html>Bad Gateway</html>', 'failed', '上传失败!'],
      [400, { status: 400, message: 'businessType: 非法请求', data: null }, 'failed', '上传失败!'],
      [200, { status: 200, message: '成功', data: null }, 'failed', '上传失败!'],
      [200, 'not json', 'failed', '上传失败!'],
      [404, { status: 404, message: 'Not Found', data: null }, 'failed', '上传失败!'],
    ];
    for (const [http, body, reason, message] of cases) {
      const failure = failureOf(() => readUploadAnswer(answer(http, body)));
      expect([http, failure.reason, failure.message]).toEqual([http, reason, message]);
    }
  });

  it('recognises a dead token', () => {
    const failure = failureOf(() =>
      readUploadAnswer(answer(401, { status: 401, message: 'token验证不通过', data: null })),
    );
    expect(failure.reason).toBe('unauthorized');
  });
});

describe('postForm (XMLHttpRequest with progress)', () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => vi.useRealTimers());

  it('posts the form with the headers and reports progress in percent', async () => {
    const onProgress = vi.fn();
    const body = new FormData();
    const done = postForm({ url: files.upload.path, body, headers: { token: 't1' }, onProgress });
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual(['POST', files.upload.path, { token: 't1' }, body]);
    xhr.progress(25, 100);
    xhr.progress(2, 3);
    xhr.uploaded();
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 67, 100]);
    xhr.respond(200, 'ok');
    await expect(done).resolves.toEqual({ status: 200, text: 'ok' });
  });

  it('fails with 上传失败! when the connection breaks', async () => {
    const done = postForm({ url: '/u', body: new FormData() });
    FakeXhr.last().fail();
    await expect(done).rejects.toMatchObject({ reason: 'failed', message: '上传失败!' });
  });

  it('has no overall deadline, only an idle one: progress keeps a long upload alive', async () => {
    vi.useFakeTimers();
    expect(uploadIdleTimeoutMs).toBe(120_000);
    const done = postForm({ url: '/u', body: new FormData() });
    const xhr = FakeXhr.last();
    // Ten minutes of a slow upload, a progress event every minute.
    for (let minute = 1; minute <= 10; minute++) {
      vi.advanceTimersByTime(60_000);
      xhr.progress(minute, 11);
    }
    expect(xhr.aborted).toBe(false);
    xhr.respond(200, 'ok');
    await expect(done).resolves.toMatchObject({ status: 200 });
  });

  it('gives up with 上传失败! when nothing moves for the idle timeout', async () => {
    vi.useFakeTimers();
    const done = postForm({ url: '/u', body: new FormData() });
    const xhr = FakeXhr.last();
    vi.advanceTimersByTime(uploadIdleTimeoutMs);
    await expect(done).rejects.toMatchObject({ reason: 'failed', message: '上传失败!' });
    expect(xhr.aborted).toBe(true);
  });

  it('aborts when the signal does', async () => {
    const controller = new AbortController();
    const done = postForm({ url: '/u', body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ reason: 'aborted' });
    expect(FakeXhr.last().aborted).toBe(true);
  });
});

describe('the server adapter', () => {
  beforeEach(() => FakeXhr.install());

  it('posts to the upload call on the base URL with the token header', async () => {
    const adapter = createServerAdapter({
      baseUrl: () => 'https://api.example.cn',
      getToken: () => 'token-abc',
      onUnauthorized: vi.fn(),
    });
    const done = adapter.upload(new FormData());
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`https://api.example.cn${files.upload.path}`);
    expect(xhr.headers.token).toBe('token-abc');
    xhr.respond(200, uploadOk('f9', 'a.pdf'));
    await expect(done).resolves.toMatchObject({ id: 'f9', fileName: 'a.pdf' });
  });

  it('hands a 401 to the sign-out reaction', async () => {
    const onUnauthorized = vi.fn();
    const adapter = createServerAdapter({ baseUrl: () => '', getToken: () => 'old', onUnauthorized });
    const done = adapter.upload(new FormData());
    FakeXhr.last().respond(401, { status: 401, message: 'token验证不通过', data: null });
    await expect(done).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith('token验证不通过', 'old');
  });
});
