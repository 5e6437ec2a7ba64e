import { encryptOssConfig, files, type OssConfigPlain } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { sessionFixture, storageRegionFixture } from '@/test/fixtures';
import {
  createOssAdapter,
  directUploadFormData,
  keyWithin,
  loadOssConfig,
  newObjectKey,
  type OssAdapterOptions,
  storageUrl,
} from './oss-client';
import { FakeXhr } from './test/upload-test-kit';
import { defaultAdapters } from './uploader';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const aesKey = '0123456789abcdef';
const plain: OssConfigPlain = {
  region: storageRegionFixture,
  policy: 'server-policy',
  accessKeyId: 'AK-portal',
  signature: 'server-signature',
  keyPrefix: 'S10001/',
};
const fileForm = (file: Blob, extra: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  data.append('file', file);
  return data;
};

describe('the direct-upload policy (spec 000 §7, §9)', () => {
  it('posts key, policy, OSSAccessKeyId, signature, success_action_status=200, then the file', () => {
    const file = new File(['zip'], 'vr.zip');
    const data = directUploadFormData({
      key: 'supplier/202503/abc.zip',
      policy: 'p',
      accessKeyId: 'AK',
      signature: 's',
      file,
      fileName: 'vr.zip',
    });
    expect([...data.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file']);
    expect(data.get('success_action_status')).toBe('200');
    expect((data.get('file') as File).name).toBe('vr.zip');
  });

  it('makes object keys within the policy’s prefix from a random id, never from the user’s file name', () => {
    const key = newObjectKey('S10001/', '../../etc/面料 图.JPG', new Date(2025, 2, 1));
    expect(key).toMatch(/^S10001\/202503\/[0-9a-f]{32}\.jpg$/);
    expect(newObjectKey('S10001/', 'no-extension')).toMatch(/^S10001\/\d{6}\/[0-9a-f]{32}$/);
    expect(keyWithin('S10001/', 'S10001/a.png')).toBe('S10001/a.png');
    expect(keyWithin('S10001/', '/shoe-tree/a.png')).toBe('S10001/shoe-tree/a.png');
  });

  it('resolves a root-relative region against the API base and keeps a storage host URL', () => {
    expect(storageUrl(storageRegionFixture, '')).toBe(storageRegionFixture);
    expect(storageUrl(storageRegionFixture, 'https://api.example.cn')).toBe(
      `https://api.example.cn${storageRegionFixture}`,
    );
    expect(storageUrl('https://bucket.oss-cn-hangzhou.aliyuncs.com', 'https://api.example.cn')).toBe(
      'https://bucket.oss-cn-hangzhou.aliyuncs.com',
    );
  });
});

describe('the oss adapter', () => {
  beforeEach(() => FakeXhr.install());

  const options = (overrides: Partial<OssAdapterOptions> = {}): OssAdapterOptions => ({
    baseUrl: () => '',
    getToken: () => 'token-abc',
    aesKey: () => aesKey,
    fetchConfig: vi.fn(async () => encryptOssConfig(plain, aesKey)),
    now: () => new Date('2025-03-01T08:00:00.000Z'),
    ...overrides,
  });

  it('decrypts the config and posts the server-signed policy straight to the storage host', async () => {
    const opts = options();
    const onProgress = vi.fn();
    const done = createOssAdapter(opts).upload(fileForm(new File(['pdf'], '检测报告.pdf')), { onProgress });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(opts.fetchConfig).toHaveBeenCalledWith('token-abc');
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(storageRegionFixture);
    // The storage host is another party: the session token is not sent there.
    expect(xhr.headers).toEqual({});
    const form = xhr.form;
    expect(form.get('policy')).toBe('server-policy');
    expect(form.get('OSSAccessKeyId')).toBe('AK-portal');
    expect(form.get('signature')).toBe('server-signature');
    expect(String(form.get('key'))).toMatch(/^S10001\/202503\/[0-9a-f]{32}\.pdf$/);
    xhr.progress(1, 2);
    expect(onProgress).toHaveBeenCalledWith(50);
    xhr.respond(200, '');
    const result = await done;
    expect(result).toEqual({
      key: form.get('key'),
      url: `${storageRegionFixture}/${form.get('key')}`,
      fileName: '检测报告.pdf',
    });
  });

  it('asks getOSS for the business type the form carries', async () => {
    const opts = options();
    const done = createOssAdapter(opts).upload(
      fileForm(new File(['pdf'], 'a.pdf'), { businessType: 'materialFabricCheck' }),
    );
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(opts.fetchConfig).toHaveBeenCalledWith('token-abc', 'materialFabricCheck');
    FakeXhr.last().respond(200, '');
    await done;
  });

  it('keeps a key the caller gives, within the policy’s prefix', async () => {
    const done = createOssAdapter(options()).upload(
      fileForm(new File(['x'], 'a.png'), { key: 'shoe-tree/last-01/a.png' }),
    );
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last().form.get('key')).toBe('S10001/shoe-tree/last-01/a.png');
    FakeXhr.last().respond(200, '');
    await expect(done).resolves.toMatchObject({ url: `${storageRegionFixture}/S10001/shoe-tree/last-01/a.png` });
  });

  it('fails with 上传失败! when the storage host refuses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done = createOssAdapter(options()).upload(fileForm(new File(['x'], 'a.png')));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last().respond(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    await expect(done).rejects.toMatchObject({ message: '上传失败!' });
    expect(error).toHaveBeenCalledWith('direct upload refused', 403, 'SignatureDoesNotMatch');
  });

  it("only logs '获取OSS Config 错误!' when the config cannot be fetched or read", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = [
      options({ fetchConfig: vi.fn(async () => Promise.reject(new Error('offline'))) }),
      options({ getToken: () => null }),
      options({ fetchConfig: vi.fn(async () => ({ ...plain })) }),
    ];
    for (const opts of failing) {
      error.mockClear();
      await expect(loadOssConfig(opts)).resolves.toBeNull();
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]?.[0]).toBe('获取OSS Config 错误!');
      await expect(createOssAdapter(opts).upload(fileForm(new File(['x'], 'a.png')))).rejects.toMatchObject({
        message: '上传失败!',
      });
    }
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('fetches getOSS through the http client with the token in the query, silently', async () => {
    sessionStore.signIn(sessionFixture);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('Bad Gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(defaultAdapters.oss.upload(fileForm(new File(['x'], 'a.png')))).rejects.toMatchObject({
      message: '上传失败!',
    });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${files.getOSS.path}?token=token-abc`);
    expect(error.mock.calls[0]?.[0]).toBe('获取OSS Config 错误!');
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('refuses a form without a file', async () => {
    await expect(createOssAdapter(options()).upload(new FormData())).rejects.toMatchObject({ message: '上传失败!' });
  });
});
