import { files } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { signedLinkFixture } from '@/test/fixtures';
import {
  FakeXhr,
  fakeFile,
  fileInput as input,
  MB,
  pickFiles as pick,
  prepareUploads,
  renderUploadList,
  uploadOk,
  uploadRejected,
  uploader as user,
} from '../test/upload-test-kit';
import type { UploadedFile } from '../use-file-upload';
import { AttachmentUpload, CheckFileUpload, VrFileUpload } from './upload-family';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const expectWarnings = async (label: string, cases: [File, string][]) => {
  for (const [file, message] of cases) {
    vi.mocked(notify.warning).mockClear();
    await user().upload(input(label), file);
    expect(notify.warning).toHaveBeenCalledWith(message);
  }
  expect(FakeXhr.all).toHaveLength(0);
};

beforeEach(prepareUploads);

describe('check file: one PDF under 50MB (spec 001 §5)', () => {
  it('refuses other types, 50MB and long names with the spec’s messages', async () => {
    renderUploadList((props) => <CheckFileUpload {...props} />);
    await expectWarnings('上传检测报告', [
      [fakeFile('report.docx', MB), '上传文件只能是 pdf 类型文件!'],
      [fakeFile('report.jpg', MB), '上传文件只能是 pdf 类型文件!'],
      [fakeFile('report.pdf', 50 * MB), '上传附件大小不能超过 50MB!'],
      [fakeFile('一二三四五六七八九十一二三四五六七八九十一.pdf', MB), '上传附件名称请勿超过20字符!'],
    ]);
  });

  it('takes one file only (只能上传 1 个文件！)', () => {
    renderUploadList((props) => <CheckFileUpload {...props} />);
    expect(input('上传检测报告').multiple).toBe(false);
    pick('上传检测报告', fakeFile('a.pdf', MB), fakeFile('b.pdf', MB));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 1 个文件！');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uploads without compress, shows progress, then a preview link, and hides the button', async () => {
    const { onChange } = renderUploadList((props) => <CheckFileUpload businessId="M-7" {...props} />);
    await user().upload(input('上传检测报告'), fakeFile('检测报告.PDF', 50 * MB - 1, 'application/pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([...xhr.form.keys()]).toEqual(['businessType', 'businessId', 'file']);
    expect(xhr.form.get('businessType')).toBe('materialFabricCheck');
    // The button is gone while the one allowed file is on its way.
    expect(screen.queryByRole('button', { name: '上传检测报告' })).toBeNull();
    act(() => xhr.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: '检测报告.PDF 上传进度' }).getAttribute('aria-valuenow')).toBe('75');
    act(() => xhr.respond(200, uploadOk('p1', '检测报告.PDF')));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ id: 'p1', fileName: '检测报告.PDF' }]));
    const link = await screen.findByRole('link', { name: '预览 检测报告.PDF' });
    expect(link.getAttribute('href')).toBe(signedLinkFixture(files.getFilePdfStream, 'p1'));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: '上传检测报告' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '删除 检测报告.PDF' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: '上传检测报告' })).toBeTruthy();
  });

  it("clears the list on the server's checkMsg", async () => {
    const { onChange } = renderUploadList((props) => <CheckFileUpload {...props} />);
    await user().upload(input('上传检测报告'), fakeFile('renamed.pdf', MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.last().respond(400, uploadRejected('上传文件只能是 pdf 类型文件!', 'renamed.pdf')));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('上传文件只能是 pdf 类型文件!'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('3D VR file: one zip under 100MB', () => {
  it('refuses other types, 100MB and long names with the spec’s messages', async () => {
    renderUploadList((props) => <VrFileUpload {...props} />);
    await expectWarnings('上传3DVR文件', [
      [fakeFile('model.rar', MB), '上传文件只能是 zip 类型文件!'],
      [fakeFile('model.7z', MB), '上传文件只能是 zip 类型文件!'],
      [fakeFile('model.zip', 100 * MB), '上传3DVR材料大小不能超过 100MB!'],
      [fakeFile('abcdefghijklmnopqrstuvwxyz.zip', MB), '上传3DVR材料名称请勿超过20字符!'],
    ]);
  });

  it('takes one zip (只能上传 1 个文件！) and reports it to the form once uploaded', async () => {
    const onUploaded = vi.fn();
    renderUploadList((props) => <VrFileUpload onUploaded={onUploaded} {...props} />);
    pick('上传3DVR文件', fakeFile('a.zip', MB), fakeFile('b.zip', MB));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 1 个文件！');
    await user().upload(input('上传3DVR文件'), fakeFile('鞋面3D.zip', 100 * MB - 1, 'application/zip'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.last().respond(200, uploadOk('z1', '鞋面3D.zip')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 'z1', fileName: '鞋面3D.zip' }));
    expect((await screen.findByRole('link', { name: '下载 鞋面3D.zip' })).getAttribute('href')).toBe(
      signedLinkFixture(files.getFile, 'z1'),
    );
  });

  it('a 413 from the server: 上传文件过大!', async () => {
    renderUploadList((props) => <VrFileUpload {...props} />);
    await user().upload(input('上传3DVR文件'), fakeFile('model.zip', 99 * MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.last().respond(413, { status: 413, message: '上传文件过大!', data: null }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('上传文件过大!'));
  });
});

describe('innovation attachments: up to five excel/pdf/word under 50MB', () => {
  const five = (): UploadedFile[] => ['a', 'b', 'c', 'd', 'e'].map((n) => ({ id: n, fileName: `${n}.xlsx` }));

  it('refuses other types, 50MB and long names with the spec’s messages', async () => {
    renderUploadList((props) => <AttachmentUpload {...props} />);
    await expectWarnings('上传附件', [
      [fakeFile('photo.png', MB), '上传文件只能是 excel/pdf/word 类型文件!'],
      [fakeFile('notes.txt', MB), '上传文件只能是 excel/pdf/word 类型文件!'],
      [fakeFile('plan.xlsx', 50 * MB), '上传附件大小不能超过 50MB!'],
      [fakeFile('一二三四五六七八九十一二三四五六七八九十一.docx', MB), '上传附件名称请勿超过20字符!'],
    ]);
  });

  it('accepts xlsx, xls, pdf, docx and doc', async () => {
    renderUploadList((props) => <AttachmentUpload {...props} />);
    pick('上传附件', ...['a.xlsx', 'b.xls', 'c.pdf', 'd.docx', 'e.DOC'].map((name) => fakeFile(name, 50 * MB - 1)));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(5));
    expect(notify.warning).not.toHaveBeenCalled();
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
  });

  it('six at once: 只能上传 5 个文件！; counting those already there', () => {
    const first = renderUploadList((props) => <AttachmentUpload {...props} />);
    pick('上传附件', ...['1', '2', '3', '4', '5', '6'].map((n) => fakeFile(`${n}.pdf`, MB)));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 5 个文件！');
    first.unmount();
    vi.mocked(notify.warning).mockClear();
    renderUploadList((props) => <AttachmentUpload {...props} />, { initial: five().slice(0, 4) });
    pick('上传附件', fakeFile('x.pdf', MB), fakeFile('y.pdf', MB));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 5 个文件！');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('hides the button at five', async () => {
    renderUploadList((props) => <AttachmentUpload {...props} />, { initial: five() });
    expect(screen.queryByRole('button', { name: '上传附件' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(5));
  });

  it('HTTP 500: 系统异常!; other failures: 上传失败!', async () => {
    renderUploadList((props) => <AttachmentUpload {...props} />);
    pick('上传附件', fakeFile('a.pdf', MB), fakeFile('b.pdf', MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    act(() => FakeXhr.all[0]?.respond(500, '<html>oops</html>'));
    act(() => FakeXhr.all[1]?.respond(404, { status: 404, message: 'Not Found', data: null }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('系统异常!'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('上传失败!'));
  });
});
