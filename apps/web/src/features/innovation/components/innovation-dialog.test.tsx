import { api, type InnovationDetail, innovationDivisionEditable } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callKey } from '@/api/query-keys';
import { FakeXhr, fakeFile, MB, uploadOk } from '@/components/uploads/test/upload-test-kit';
import { notify, showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { expectAskedAfterLoadDelay } from '@/test/delayed-request';
import { envelope, sessionFixture } from '@/test/fixtures';
import type { FetchMock } from '@/test/render-app';
import { bodiesSent, callAnswers, requestsTo, stubCalls } from '@/test/render-as';
import { categories } from '../test/categories';
import { InnovationDialog } from './innovation-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const tags = [
  { id: 1, tagName: '环保', divisionId: null },
  { id: 15, tagName: '水性PU', divisionId: 2 },
  { id: 18, tagName: '吸湿排汗', divisionId: 4 },
];
const stored: InnovationDetail = {
  id: 7,
  divisionId: 2,
  sectionId: 109,
  materialName: '再生PU超纤复合革',
  materialCode: 'CX000007',
  comment: '再生基布，水性PU涂层。',
  coreTechnology: null,
  tags: [1],
  coverImgId: 'img-cover',
  otherImgIds: ['img-side'],
  appendixIds: ['doc-1'],
  status: '2',
  createTime: '2026-10-01 10:00:00',
  modifyTime: '2026-10-02 10:00:00',
  imgs: [
    { id: 'img-cover', fileName: 'cover.jpg' },
    { id: 'img-side', fileName: 'side.jpg' },
  ],
  appendixFiles: [{ id: 'doc-1', fileName: '检测报告.pdf' }],
};

const saveAnswer = { id: 7, materialCode: 'CX000007' };
const answers = callAnswers(
  [api.lookups.materialCategoryList, categories],
  [api.lookups.materialTagList, tags],
  [api.innovation.saveOrUpdate, saveAnswer],
);

const savedBodies = (fetchMock: FetchMock) => bodiesSent(fetchMock, api.innovation.saveOrUpdate);
/** The ids the record was asked for by. */
const detailIds = (fetchMock: FetchMock) => requestsTo(fetchMock, api.innovation.detail).map((r) => r.params.id);

const renderDialog = (id: number | null = null) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <InnovationDialog open id={id} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByTestId('innovation-dialog');
  return { dialog, onClose, invalidate };
};

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
/** A control by its label; a required one's label starts with the (decorative) star. */
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^\\*?${label}$`));
/** Sets a value directly, past the input's maxLength (as a paste by script or another client could). */
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const confirm = async (message: string) => {
  const box = await screen.findByTestId('innovation-confirm');
  expect(within(box).getByText(message)).toBeTruthy();
  await userEvent.click(within(box).getByRole('button', { name: '确定' }));
};

const fillRequired = async (dialog: HTMLElement) => {
  await within(dialog).findByRole('option', { name: '合成革' });
  await userEvent.selectOptions(field(dialog, '材料大类'), '合成革');
  await userEvent.selectOptions(field(dialog, '材料小类'), 'PU革');
  await userEvent.type(field(dialog, '材料名称'), '水性PU再生革');
  await userEvent.type(field(dialog, '材料介绍'), '再生基布，水性PU涂层。');
};

beforeEach(() => {
  sessionStore.signIn(sessionFixture);
  for (const fn of [notify.success, notify.warning, notify.error, showNotification]) vi.mocked(fn).mockClear();
});

describe('the innovation dialog: rules and messages of the contract', () => {
  it('提交 of an empty form names every required field, warns once and scrolls to the first', async () => {
    const fetchMock = stubCalls(...answers);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: /上传创新材料/ })).toBeTruthy();
    await userEvent.click(button(dialog, '提交'));

    for (const message of ['材料大类不能为空', '材料小类不能为空', '材料名称不能为空', '材料介绍不能为空'])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('材料部分字段信息填写有误，请按输入框下提示信息检查!');
    expect(scroll.mock.contexts[0]).toBe(field(dialog, '材料大类'));
    expect(document.activeElement).toBe(field(dialog, '材料大类'));
    expect(screen.queryByTestId('innovation-confirm')).toBeNull();
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('暂存 without a name says 请您输入材料名称后再暂存! and asks for nothing else', async () => {
    const fetchMock = stubCalls(...answers);
    const { dialog } = renderDialog();
    await userEvent.click(button(dialog, '暂存'));
    expect(await within(dialog).findByText('请您输入材料名称后再暂存!')).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('请您输入材料名称后再暂存!');
    // A draft needs no category or introduction.
    expect(within(dialog).queryByText('材料大类不能为空')).toBeNull();
    expect(within(dialog).queryByText('材料介绍不能为空')).toBeNull();
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it.each([
    ['材料名称', '创'.repeat(71), '请输入1-70位字符！'],
    ['材料介绍', '创'.repeat(501), '材料介绍最长输入500位字符'],
    ['核心技术', '创'.repeat(201), '核心技术最长输入200位字符'],
  ])('%s over its limit: %#', async (label, value, message) => {
    stubCalls(...answers);
    const { dialog } = renderDialog();
    await fillRequired(dialog);
    setValue(field(dialog, label), value);
    await userEvent.click(button(dialog, '提交'));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('材料部分字段信息填写有误，请按输入框下提示信息检查!');
    // The inputs themselves stop at the limit.
    expect(field(dialog, label).getAttribute('maxlength')).toBe(String(value.length - 1));
  });

  it('offers the shoe categories without 虚拟材料-加工方式, and the tags of the chosen division', async () => {
    stubCalls(...answers);
    const { dialog } = renderDialog();
    await within(dialog).findByRole('option', { name: '合成革' });
    expect(within(dialog).queryByRole('option', { name: '虚拟材料-加工方式' })).toBeNull();
    expect(within(dialog).queryByRole('option', { name: 'PU革' })).toBeNull();
    expect(await within(dialog).findByRole('button', { name: '环保' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '水性PU' })).toBeNull();

    await userEvent.selectOptions(field(dialog, '材料大类'), '合成革');
    expect(within(dialog).getByRole('option', { name: 'PU革' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '水性PU' }));
    expect(within(dialog).getByRole('button', { name: '水性PU' }).getAttribute('aria-pressed')).toBe('true');
    // Another division clears the section and the tags, which belong to the old one.
    await userEvent.selectOptions(field(dialog, '材料小类'), 'PU革');
    await userEvent.selectOptions(field(dialog, '材料大类'), '网布/纺织');
    expect((field(dialog, '材料小类') as HTMLSelectElement).value).toBe('');
    expect(within(dialog).queryByRole('button', { name: '水性PU' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '吸湿排汗' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the innovation dialog: what it sends', () => {
  beforeEach(() => FakeXhr.install());

  it('暂存 with only a name sends status 1 after the confirmation, then closes and reloads the lists', async () => {
    const fetchMock = stubCalls(...answers);
    const { dialog, onClose, invalidate } = renderDialog();
    await userEvent.type(field(dialog, '材料名称'), '  只有名称 ');
    await userEvent.click(button(dialog, '暂存'));
    await confirm('此操作将暂存创新材料信息, 是否继续?');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedBodies(fetchMock)).toEqual([
      {
        id: null,
        divisionId: null,
        sectionId: null,
        materialName: '只有名称',
        comment: '',
        coreTechnology: '',
        tags: [],
        coverImgId: null,
        otherImgIds: [],
        appendixIds: [],
        status: '1',
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('暂存成功!');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: callKey(api.innovation.list) });
  });

  it('提交 sends status 2 with the chosen tags and the uploaded image ids', async () => {
    const fetchMock = stubCalls(...answers);
    const { dialog, onClose } = renderDialog();
    await fillRequired(dialog);
    await userEvent.type(field(dialog, '核心技术'), '无溶剂贴合');
    await userEvent.click(await within(dialog).findByRole('button', { name: '环保' }));

    fireEvent.change(within(dialog).getByLabelText('上传封面图片', { selector: 'input' }), {
      target: { files: [fakeFile('cover.jpg', MB, 'image/jpeg')] },
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last().form.get('businessType')).toBe('materialInnovatePicture');
    FakeXhr.last().respond(200, uploadOk('img-cover', 'cover.jpg'));
    await within(dialog).findByRole('button', { name: '查看大图：cover.jpg' });

    fireEvent.change(within(dialog).getByLabelText('上传材料图片', { selector: 'input' }), {
      target: { files: [fakeFile('side.jpg', MB, 'image/jpeg'), fakeFile('top.jpg', MB, 'image/jpeg')] },
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    FakeXhr.all[1]!.respond(200, uploadOk('img-side', 'side.jpg'));
    FakeXhr.all[2]!.respond(200, uploadOk('img-top', 'top.jpg'));
    await within(dialog).findByRole('button', { name: '查看大图：top.jpg' });

    await userEvent.click(button(dialog, '提交'));
    await confirm('此操作将提交创新材料信息, 是否继续?');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedBodies(fetchMock)).toEqual([
      {
        id: null,
        divisionId: 2,
        sectionId: 109,
        materialName: '水性PU再生革',
        comment: '再生基布，水性PU涂层。',
        coreTechnology: '无溶剂贴合',
        tags: [1],
        coverImgId: 'img-cover',
        otherImgIds: ['img-side', 'img-top'],
        appendixIds: [],
        status: '2',
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('提交成功!');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetchMock = stubCalls(...answers);
    const { dialog } = renderDialog();
    await userEvent.type(field(dialog, '材料名称'), '草稿');
    await userEvent.click(button(dialog, '暂存'));
    const box = await screen.findByTestId('innovation-confirm');
    await userEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('innovation-confirm')).toBeNull());
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it.each([
    ['a refusal', envelope(400, 'materialName: 请输入1-70位字符！', null)],
    ['a server error', envelope(500, '系统错误信息', null)],
  ])('swallows %s silently: no notification, the dialog stays, the buttons work again', async (_what, answer) => {
    const fetchMock = stubCalls(...answers, [api.innovation.saveOrUpdate, () => answer]);
    const { dialog, onClose } = renderDialog();
    await userEvent.type(field(dialog, '材料名称'), '草稿');
    await userEvent.click(button(dialog, '暂存'));
    await confirm('此操作将暂存创新材料信息, 是否继续?');
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    await waitFor(() => expect((button(dialog, '暂存') as HTMLButtonElement).disabled).toBe(false));
    expect(showNotification).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the innovation dialog: editing a record', () => {
  it('asks for the record once the spec’s 250 ms have passed, not as the dialog opens', async () => {
    const asked = vi.fn(() => stored);
    stubCalls(...answers, [api.innovation.detail, asked]);
    await expectAskedAfterLoadDelay(() => renderDialog(7), asked);
  });

  it('修改创新材料: loads the record, shows the code without CX, locks the category', async () => {
    const fetchMock = stubCalls(...answers, [api.innovation.detail, stored]);
    const { dialog } = renderDialog(7);
    expect(within(dialog).getByRole('heading', { name: /修改创新材料/ })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('正在加载创新材料…');
    expect(detailIds(fetchMock)).toEqual([]);

    await waitFor(() => expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('再生PU超纤复合革'));
    expect(detailIds(fetchMock)).toEqual(['7']);
    const division = field(dialog, '材料大类') as HTMLSelectElement;
    await waitFor(() => expect(division.value).toBe('2'));
    expect(division.disabled).toBe(true);
    // The contract's state rule locks it, and its message (不能, the stub's words) says why.
    expect(innovationDivisionEditable.message).toBe('已保存的材料大类不能修改');
    expect(within(dialog).getByText(innovationDivisionEditable.message)).toBeTruthy();
    expect(division.getAttribute('aria-describedby')).toBe(`${division.id}-message`);
    expect(within(dialog).queryByText(/不可修改/)).toBeNull();
    expect((field(dialog, '材料小类') as HTMLSelectElement).disabled).toBe(false);
    expect((field(dialog, '材料编码') as HTMLInputElement).value).toBe('000007');
    expect(within(dialog).getByText('CX')).toBeTruthy();
    expect(within(within(dialog).getByRole('heading', { name: /修改创新材料/ })).getByText('已提交')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '查看大图：cover.jpg' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '查看大图：side.jpg' })).toBeTruthy();
    expect(within(dialog).getByText('检测报告.pdf')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    // Submitted: it may be submitted again, not saved back as a draft.
    expect(within(dialog).queryByRole('button', { name: '暂存' })).toBeNull();

    await userEvent.click(button(dialog, '提交'));
    await confirm('此操作将提交创新材料信息, 是否继续?');
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)[0]).toEqual({
      id: 7,
      divisionId: 2,
      sectionId: 109,
      materialName: '再生PU超纤复合革',
      comment: '再生基布，水性PU涂层。',
      coreTechnology: '',
      tags: [1],
      coverImgId: 'img-cover',
      otherImgIds: ['img-side'],
      appendixIds: ['doc-1'],
      status: '2',
    });
  });

  it('leaves the category open on a draft saved without one', async () => {
    stubCalls(...answers, [api.innovation.detail, { ...stored, divisionId: null, sectionId: null, status: '1' }]);
    const { dialog } = renderDialog(7);
    await waitFor(() => expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('再生PU超纤复合革'));
    expect((field(dialog, '材料大类') as HTMLSelectElement).disabled).toBe(false);
    expect(within(dialog).queryByText(innovationDivisionEditable.message)).toBeNull();
    expect(button(dialog, '暂存')).toBeTruthy();
    expect(button(dialog, '提交')).toBeTruthy();
    expect(within(within(dialog).getByRole('heading', { name: /修改创新材料/ })).getByText('暂存')).toBeTruthy();
  });
});
