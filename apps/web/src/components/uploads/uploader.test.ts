import { describe, expect, it, vi } from 'vitest';
import { createUploader, defaultAdapters, type UploadAdapters } from './uploader';

describe('the upload helper (spec 000 §8)', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new File(['x'], 'a.pdf'));
    return data;
  };

  it('has the server and the oss adapters', () => {
    expect(Object.keys(defaultAdapters).sort()).toEqual(['oss', 'server']);
    expect(typeof defaultAdapters.server.upload).toBe('function');
    expect(typeof defaultAdapters.oss.upload).toBe('function');
  });

  it('raises 未找到适配器！ for an adapter it does not know', async () => {
    await expect(createUploader('ftp').upload(form())).rejects.toThrow('未找到适配器！');
    // Names of Object.prototype are not adapters either.
    await expect(createUploader('toString').upload(form())).rejects.toThrow('未找到适配器！');
  });

  it('raises 未实现上传方法！ for an adapter without an upload method', async () => {
    const adapters: UploadAdapters = { half: {} };
    await expect(createUploader('half', adapters).upload(form())).rejects.toThrow('未实现上传方法！');
  });

  it("raises 'data must be FormData' for anything but FormData", async () => {
    const upload = vi.fn(async () => 'done');
    const uploader = createUploader('server', { server: { upload } });
    for (const data of [{ file: new File(['x'], 'a.pdf') }, new File(['x'], 'a.pdf'), null, 'file']) {
      await expect(uploader.upload(data)).rejects.toThrow('data must be FormData');
    }
    expect(upload).not.toHaveBeenCalled();
  });

  it('hands FormData and the options to the chosen adapter', async () => {
    const upload = vi.fn(async () => ({ id: 'f1' }));
    const data = form();
    const onProgress = vi.fn();
    await expect(createUploader('server', { server: { upload } }).upload(data, { onProgress })).resolves.toEqual({
      id: 'f1',
    });
    expect(upload).toHaveBeenCalledWith(data, { onProgress });
  });
});
