import { files } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { signedLinkFixture } from '@/test/fixtures';
import {
  blobText,
  FakeXhr,
  fakeCodec,
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
import type { ImageBusinessType } from '../upload-rules';
import type { UploadedFile } from '../use-file-upload';
import { ImageUpload } from './image-upload';
import { CoverImageUpload, InnovationImageUpload, OtherImageUpload, VrImageUpload } from './upload-family';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const jpg = (name = 'cover.jpg', size = MB) => fakeFile(name, size, 'image/jpeg');
const uploaded = (id: string, fileName = `${id}.jpg`): UploadedFile => ({ id, fileName });

const renderImages = (
  businessType: ImageBusinessType,
  options: {
    initial?: UploadedFile[];
    pixelMinimum?: boolean;
    maxCount?: number;
    codec?: ReturnType<typeof fakeCodec>;
  } = {},
) =>
  renderUploadList(
    (props) => (
      <ImageUpload
        businessType={businessType}
        businessId="M-1"
        pixelMinimum={options.pixelMinimum}
        maxCount={options.maxCount}
        {...props}
      />
    ),
    options,
  );

beforeEach(() => prepareUploads());

describe('image lists: rules and messages (spec 001 §5)', () => {
  const lists: [ImageBusinessType, string][] = [
    ['materialFabric', '上传封面图片'],
    ['materialFabricPicture', '上传材料图片'],
    ['materialFabric3DVR', '上传3DVR图片'],
  ];

  it.each(lists)('%s: jpg/png/jpeg only, under 20MB, name before the first dot at most 20', async (type, label) => {
    renderImages(type);
    const cases: [File, string][] = [
      [fakeFile('cover.gif', MB, 'image/gif'), '请上传 .jpg .png .jpeg 格式文件!'],
      [fakeFile('cover.webp', MB), '请上传 .jpg .png .jpeg 格式文件!'],
      [fakeFile('cover', MB), '请上传 .jpg .png .jpeg 格式文件!'],
      [jpg('cover.jpg', 20 * MB), '上传材料图片大小不能超过 20MB!'],
      [jpg('一二三四五六七八九十一二三四五六七八九十一.jpg'), '上传材料图片名称请勿超过20字符!'],
      [jpg('abcdefghijklmnopqrstu.x.jpg'), '上传材料图片名称请勿超过20字符!'],
    ];
    for (const [file, message] of cases) {
      vi.mocked(notify.warning).mockClear();
      await user().upload(input(label), file);
      expect(notify.warning).toHaveBeenCalledWith(message);
    }
    expect(FakeXhr.all).toHaveLength(0);
  });

  it.each(lists)('%s: accepts an image just under the limits', async (type, label) => {
    renderImages(type);
    await user().upload(input(label), jpg('一二三四五六七八九十一二三四五六七八九十.PNG', 20 * MB - 1));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('innovation images: under 5MB (上传材料图片大小不能超过 5MB!)', async () => {
    renderUploadList((props) => <InnovationImageUpload {...props} />);
    await user().upload(input('上传材料图片'), jpg('a.jpg', 5 * MB));
    expect(notify.warning).toHaveBeenCalledWith('上传材料图片大小不能超过 5MB!');
    await user().upload(input('上传材料图片'), jpg('a.jpg', 5 * MB - 1));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
  });

  it('cover: one file (只能上传 1 个文件！); other and VR: two', async () => {
    renderUploadList((props) => <CoverImageUpload {...props} />);
    expect(input('上传封面图片').multiple).toBe(false);
    pick('上传封面图片', jpg('a.jpg'), jpg('b.jpg'));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 1 个文件！');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('other images: three at once are refused as a whole, two are sent', async () => {
    renderUploadList((props) => <OtherImageUpload {...props} />);
    expect(input('上传材料图片').multiple).toBe(true);
    pick('上传材料图片', jpg('a.jpg'), jpg('b.jpg'), jpg('c.jpg'));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 2 个文件！');
    expect(FakeXhr.all).toHaveLength(0);
    pick('上传材料图片', jpg('a.jpg'), jpg('b.jpg'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
  });

  it('counts the images already in the list and those under way', async () => {
    renderUploadList((props) => <OtherImageUpload {...props} />, { initial: [uploaded('f1')] });
    pick('上传材料图片', jpg('a.jpg'), jpg('b.jpg'));
    expect(notify.warning).toHaveBeenCalledWith('只能上传 2 个文件！');
    pick('上传材料图片', jpg('a.jpg'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    // At the limit (one stored, one under way) the button is gone.
    expect(screen.queryByRole('button', { name: '上传材料图片' })).toBeNull();
  });
});

describe('upload buttons at the limit (spec 001 §4)', () => {
  it('hides the cover button once there is a cover, and shows it again after removal', async () => {
    const { onChange } = renderUploadList((props) => <CoverImageUpload {...props} />, { initial: [uploaded('f1')] });
    expect(screen.queryByRole('button', { name: '上传封面图片' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '删除 f1.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: '上传封面图片' })).toBeTruthy();
  });

  it('keeps the other-images button until the second image', () => {
    const first = renderUploadList((props) => <OtherImageUpload {...props} />, { initial: [uploaded('f1')] });
    expect(screen.getByRole('button', { name: '上传材料图片' })).toBeTruthy();
    first.unmount();
    renderUploadList((props) => <OtherImageUpload {...props} />, { initial: [uploaded('f1'), uploaded('f2')] });
    expect(screen.queryByRole('button', { name: '上传材料图片' })).toBeNull();
  });

  it('VR images follow the count returned after a zip', () => {
    const initial = [uploaded('v1'), uploaded('v2')];
    const two = renderUploadList((props) => <VrImageUpload {...props} />, { initial });
    expect(screen.queryByRole('button', { name: '上传3DVR图片' })).toBeNull();
    two.unmount();
    renderUploadList((props) => <VrImageUpload maxCount={6} {...props} />, { initial });
    expect(screen.getByRole('button', { name: '上传3DVR图片' })).toBeTruthy();
  });

  it('shows no upload or remove buttons read-only', () => {
    renderUploadList((props) => <OtherImageUpload readOnly {...props} />, { initial: [uploaded('f1')] });
    expect(screen.queryByRole('button', { name: '上传材料图片' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 f1.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: '查看大图：f1.jpg' })).toBeTruthy();
  });
});

describe('pixel minimum for 真皮, 合成革, 网布', () => {
  const message = '封面图片/材料图片/3DVR图片像素应满足最低 3840*2157 或4M!';

  it.each([
    ['materialFabric', '上传封面图片'],
    ['materialFabricPicture', '上传材料图片'],
    ['materialFabric3DVR', '上传3DVR图片'],
  ] as const)('%s: refuses an image under 3840*2157 and under 4MB', async (type, label) => {
    renderImages(type, { pixelMinimum: true, codec: fakeCodec({ width: 3000, height: 2000 }) });
    await user().upload(input(label), jpg('small.jpg', 4 * MB - 1));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(message));
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('accepts 3840*2157 (either way round), or any image of 4MB', async () => {
    const large = renderImages('materialFabric', {
      pixelMinimum: true,
      codec: fakeCodec({ width: 3840, height: 2157 }),
    });
    await user().upload(input('上传封面图片'), jpg('a.jpg', MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    large.unmount();

    const portrait = renderImages('materialFabric', {
      pixelMinimum: true,
      codec: fakeCodec({ width: 2157, height: 3840 }),
    });
    await user().upload(input('上传封面图片'), jpg('b.jpg', MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    portrait.unmount();

    const codec = fakeCodec({ width: 800, height: 600 });
    renderImages('materialFabric', { pixelMinimum: true, codec });
    await user().upload(input('上传封面图片'), jpg('c.jpg', 4 * MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    expect(codec.decoded).toBe(0);
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('does not look at pixels for other categories', async () => {
    const codec = fakeCodec({ width: 300, height: 200 });
    renderImages('materialFabric', { codec });
    await user().upload(input('上传封面图片'), jpg('a.jpg', MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(codec.decoded).toBe(0);
  });

  it('refuses with the type message an image that cannot be decoded', async () => {
    renderImages('materialFabric', { pixelMinimum: true, codec: fakeCodec({ undecodable: true }) });
    await user().upload(input('上传封面图片'), jpg('broken.jpg', MB));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('请上传 .jpg .png .jpeg 格式文件!'));
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('compression and the request', () => {
  it('sends businessType, businessId, compress=1 and the file last, with the token, to the upload path', async () => {
    renderImages('materialFabric');
    await user().upload(input('上传封面图片'), jpg('cover.jpg', 2 * MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url, xhr.headers.token]).toEqual(['POST', files.upload.path, 'token-abc']);
    expect([...xhr.form.keys()]).toEqual(['businessType', 'businessId', 'compress', 'file']);
    expect(xhr.form.get('businessType')).toBe('materialFabric');
    expect(xhr.form.get('businessId')).toBe('M-1');
    expect(xhr.form.get('compress')).toBe('1');
    expect(await blobText(xhr.form.get('file') as File)).toBe('content of cover.jpg');
  });

  it('compresses an image over 5MB toward 5MB before sending it', async () => {
    const codec = fakeCodec({ sizeFor: (_w, _h, q) => (q > 0.8 ? 6 * MB : 4.5 * MB) });
    renderImages('materialFabricPicture', { codec });
    await user().upload(input('上传材料图片'), jpg('big.png', 12 * MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const sent = FakeXhr.last().form.get('file') as File;
    expect(sent.name).toBe('big.png');
    expect(sent.type).toBe('image/jpeg');
    expect(await blobText(sent)).toBe('jpeg 4000x3000 q0.75');
  });

  it('leaves an image of 5MB alone', async () => {
    const codec = fakeCodec();
    renderImages('materialFabricPicture', { codec });
    await user().upload(input('上传材料图片'), jpg('five.jpg', 5 * MB));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(codec.encodes).toHaveLength(0);
  });
});

describe('progress and answers (spec 001 §7, §8)', () => {
  const start = async (options: { initial?: UploadedFile[] } = {}) => {
    const rendered = renderImages('materialFabricPicture', options);
    await user().upload(input('上传材料图片'), jpg('new.jpg'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    return { ...rendered, xhr: FakeXhr.last() };
  };

  it('shows a progress bar that follows the bytes sent', async () => {
    const { xhr } = await start();
    const bar = screen.getByRole('progressbar', { name: 'new.jpg 上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => xhr.progress(30, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('30%')).toBeTruthy();
    act(() => xhr.progress(100, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('处理中…')).toBeTruthy();
    act(() => xhr.respond(200, uploadOk('f9', 'new.jpg')));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('success: the thumbnail appears and opens the full-size viewer', async () => {
    const { xhr, onChange } = await start({ initial: [uploaded('f1', 'old.jpg')] });
    act(() => xhr.respond(200, uploadOk('f9', 'new.jpg')));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([uploaded('f1', 'old.jpg'), uploaded('f9', 'new.jpg')]),
    );
    // The stub signs the file's links; the login token is in none of them (decision 0042).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'new.jpg' }).getAttribute('src')).toBe(
        signedLinkFixture(files.getAbridgeImg, 'f9'),
      ),
    );
    await user().click(screen.getByRole('button', { name: '查看大图：new.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'new.jpg' });
    expect(within(dialog).getByRole('img', { name: 'new.jpg' }).getAttribute('src')).toBe(
      signedLinkFixture(files.getFile, 'f9'),
    );
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([400, 200])("'400' with checkMsg (HTTP %i): the message is shown and the list cleared", async (http) => {
    const { xhr, onChange } = await start({ initial: [uploaded('f1', 'old.jpg')] });
    act(() => xhr.respond(http, uploadRejected('请上传 .jpg .png .jpeg 格式文件!', 'new.jpg')));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('请上传 .jpg .png .jpeg 格式文件!'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [500, { status: 500, message: '系统异常!', data: null }, '系统异常!'],
    [413, { status: 413, message: '上传文件过大!', data: null }, '上传文件过大!'],
    [502, '<html>Bad Gateway</html>', '上传失败!'],
    [400, { status: 400, message: 'businessType: 非法请求', data: null }, '上传失败!'],
  ])('HTTP %i: %s', async (http, body, message) => {
    const { xhr, onChange } = await start({ initial: [uploaded('f1', 'old.jpg')] });
    act(() => xhr.respond(http, body));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'old.jpg' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a broken connection: 上传失败!', async () => {
    const { xhr } = await start();
    act(() => xhr.fail());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('上传失败!'));
  });

  it('a dead token: the invalid-token warning, signed out, no upload message', async () => {
    const { xhr } = await start();
    act(() => xhr.respond(401, { status: 401, message: '', data: null }));
    await waitFor(() => expect(showNotification).toHaveBeenCalled());
    expect(vi.mocked(showNotification).mock.calls[0]?.[0]).toMatchObject({
      level: 'warning',
      message: 'token验证不通过',
    });
    expect(sessionStore.get().token).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('cancel: the request is aborted and nothing is said', async () => {
    const { xhr, onChange } = await start();
    await user().click(screen.getByRole('button', { name: '取消上传 new.jpg' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(notify.error).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('two uploads finishing one after the other both land in the list', async () => {
    const { onChange } = renderImages('materialFabricPicture');
    pick('上传材料图片', jpg('a.jpg'), jpg('b.jpg'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    const [first, second] = FakeXhr.all;
    act(() => second?.respond(200, uploadOk('fb', 'b.jpg')));
    act(() => first?.respond(200, uploadOk('fa', 'a.jpg')));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([uploaded('fb', 'b.jpg'), uploaded('fa', 'a.jpg')]));
  });
});
