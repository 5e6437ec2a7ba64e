import { api, type Call, PriceMessages as M } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { FakeXhr, fakeFile, uploadOk } from '@/components/uploads/test/upload-test-kit';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { envelope, sessionFixture } from '@/test/fixtures';
import { calledPaths, type FetchMock } from '@/test/render-app';
import { bodiesSent, type CallAnswer, stubCalls } from '@/test/render-as';
import { ImportDialog } from './import-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const importCall = api.price.materialSaveOrUpdateCard;
/**
 * The paths the dialog called but for the signing of the uploaded file's link (decision 0042), and the bodies the
 * import's call was sent.
 */
const importCalls = (fetchMock: FetchMock, call: Call = importCall) => ({
  paths: calledPaths(fetchMock).filter((path) => path !== api.files.fileLinks.path),
  bodies: bodiesSent(fetchMock, call),
});
const answers = <C extends Call>(call: C, answer: CallAnswer<C>) => stubCalls<[C]>([call, answer]);
const user = () => userEvent.setup({ applyAccept: false });

const renderDialog = (kind: 'material' | 'color' | 'line' = 'material') => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportDialog kind={kind} open onClose={onClose} onTemplate={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onClose };
};

/** Chooses a file and lets the (fake) upload finish with this id. */
const uploadFile = async (id: string, name = '材料价格.xlsx', businessType = 'materialPriceImport') => {
  await user().upload(screen.getByLabelText('上传填写好的模板', { selector: 'input' }), fakeFile(name, 2048));
  await waitFor(() => expect(FakeXhr.all.length).toBeGreaterThan(0));
  const xhr = FakeXhr.last();
  expect((xhr.body as FormData).get('businessType')).toBe(businessType);
  act(() => xhr.respond(200, uploadOk(id, name)));
  await screen.findByText(name);
};

beforeEach(() => {
  FakeXhr.install();
  sessionStore.signIn(sessionFixture);
  vi.mocked(notify.success).mockClear();
});

describe('导入材料价格', () => {
  it('lists every refused cell with its row, column and message, and lets the corrected file be chosen', async () => {
    const errors = [
      { row: 3, column: '基础价格', message: M.floatMax },
      { row: 5, column: '幅宽价格', message: M.sizePriceRange },
    ];
    const fetchMock = answers(importCall, () => envelope(400, `${M.importRows}。…`, { errors }));
    renderDialog();
    expect(screen.getByRole('button', { name: '开始导入' })).toHaveProperty('disabled', true);
    await uploadFile('file-1');
    await user().click(screen.getByRole('button', { name: '开始导入' }));

    const table = await screen.findByRole('table', { name: /未导入任何数据/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', '基础价格', M.floatMax],
      ['5', '幅宽价格', M.sizePriceRange],
    ]);
    expect(importCalls(fetchMock).bodies).toEqual([{ fileId: 'file-1' }]);
    expect(notify.success).not.toHaveBeenCalled();
    // The upload button is back for the corrected file; the errors stay until it is chosen.
    expect(screen.getByRole('button', { name: '上传填写好的模板' })).toBeTruthy();
    await uploadFile('file-2');
    expect(screen.queryByRole('table', { name: /未导入任何数据/ })).toBeNull();
  });

  it('shows a refusal without rows (a file that is not the template) as its message', async () => {
    const message = '导入文件缺少列：基础价格，请下载材料价格导入模板后填写';
    answers(importCall, () => envelope(400, message, null));
    renderDialog();
    await uploadFile('file-1');
    await user().click(screen.getByRole('button', { name: '开始导入' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says how many rows and cards were imported', async () => {
    const fetchMock = answers(importCall, { rows: 3, created: 2, updated: 1 });
    renderDialog();
    await uploadFile('file-9');
    await user().click(screen.getByRole('button', { name: '开始导入' }));
    const done = '导入成功：3行，新增2张、更新1张价格卡';
    expect((await screen.findByRole('status')).textContent).toBe(done);
    expect(notify.success).toHaveBeenCalledWith(done);
    expect(importCalls(fetchMock).paths).toEqual([importCall.path]);
  });
});

describe('导入颜色价格 / 导入纹路价格', () => {
  it.each([
    ['color', api.price.colorSaveOrUpdate, '导入颜色价格', '颜色价格'],
    ['line', api.price.lineSaveOrUpdate, '导入纹路价格', '纹路价格'],
  ] as const)(
    '%s: uploads as its business type, imports through its saveOrUpdate and says what it wrote',
    async (kind, call, title, label) => {
      const fetchMock = answers(call, { rows: 2, created: 1, updated: 1 });
      renderDialog(kind);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      await uploadFile('file-3', `${label}.xlsx`, `${kind}PriceImport`);
      await user().click(screen.getByRole('button', { name: '开始导入' }));
      const done = `导入成功：2行，新增1条、更新1条${label}`;
      expect((await screen.findByRole('status')).textContent).toBe(done);
      expect(importCalls(fetchMock, call).paths).toEqual([call.path]);
      expect(importCalls(fetchMock, call).bodies).toEqual([{ fileId: 'file-3' }]);
    },
  );
});
