import { api, type CategoryNode, type MaterialFabricDetail, MaterialMessages, presetOptions } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeCodec, fakeFile, MB, uploadOk } from '@/components/uploads/test/upload-test-kit';
import { UploadServicesProvider } from '@/components/uploads/upload-services';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { expectAskedAfterLoadDelay } from '@/test/delayed-request';
import { envelope, sessionFixture, storedMaterialFixture } from '@/test/fixtures';
import type { FetchMock } from '@/test/render-app';
import { bodiesSent, stubCalls } from '@/test/render-as';
import { MaterialDialog, type MaterialDialogProps, materialDialogTitle } from './material-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const categories: CategoryNode[] = [
  { id: 1, name: '真皮', materialCode: 'LT', childrens: [{ id: 101, name: '头层牛皮', materialCode: 'LT' }] },
  { id: 2, name: '合成革', materialCode: 'SY', childrens: [{ id: 109, name: 'PU革', materialCode: 'SY' }] },
  { id: 4, name: '网布/纺织', materialCode: 'TX', childrens: [{ id: 124, name: '飞织面料', materialCode: 'TX' }] },
  { id: 9, name: '大底', materialCode: 'SL', childrens: [{ id: 160, name: '橡胶大底', materialCode: 'SL' }] },
  { id: 11, name: '松紧带/魔术贴', materialCode: 'RM', childrens: [{ id: 170, name: '松紧带', materialCode: 'RM' }] },
  { id: 14, name: '成品配件', materialCode: 'FG', childrens: [{ id: 189, name: '鞋舌标', materialCode: 'FG' }] },
  { id: 15, name: '虚拟材料-加工方式', materialCode: 'XN', childrens: [] },
];

const stored = (overrides: Partial<MaterialFabricDetail> = {}): MaterialFabricDetail =>
  storedMaterialFixture({
    fullMaterialName: '水性PU革 1.0mm',
    thicknesses: ['1.0'],
    widths: ['54"'],
    weight: '400',
    elements: [{ element: 'PU', proportion: 100 }],
    seasons: ['2026Q3'],
    shoeFactoryTotal: '1',
    channelTotal: 1,
    developTimes: '1',
    comment: '柔软',
    sampleDate: '15',
    productDate: '30',
    price: '20',
    status: 1,
    colorTotal: 1,
    newFlag: '1',
    fileHasComplete: 0,
    ...overrides,
  });

const savedBodies = (fetchMock: FetchMock) => bodiesSent(fetchMock, api.fabric.saveOrUpdate);

/** The detail call's answer: the record for its own id, another id refused as the stub refuses it. */
const detailOf =
  (record: MaterialFabricDetail | (() => MaterialFabricDetail)) =>
  (_: unknown, { params }: { params: { id: string } }) => {
    const found = typeof record === 'function' ? record() : record;
    return params.id === String(found.id) ? found : envelope(400, MaterialMessages.notFound, null);
  };

const renderDialog = (props: Partial<MaterialDialogProps> = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <UploadServicesProvider services={{ codec: fakeCodec() }}>
        <MaterialDialog open form="fabric" onClose={onClose} {...props} />
      </UploadServicesProvider>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByTestId('material-dialog'), onClose };
};
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^\\*?${label}$`));
const queryField = (dialog: HTMLElement, label: string) =>
  within(dialog).queryByLabelText(new RegExp(`^\\*?${label}$`));
const chooseCategory = async (dialog: HTMLElement, division: string, section: string) => {
  await within(dialog).findByRole('option', { name: division });
  await userEvent.selectOptions(field(dialog, '材料大类'), division);
  await userEvent.selectOptions(field(dialog, '材料小类'), section);
};

beforeEach(() => {
  sessionStore.signIn(sessionFixture);
  for (const fn of [notify.success, notify.warning, notify.error]) vi.mocked(fn).mockClear();
});

describe('the material dialog: titles and inputs (spec 001 §2)', () => {
  it.each([
    [{ form: 'fabric' as const }, '上传鞋面料'],
    [{ form: 'fabric' as const, copyFromId: 3 }, '复制鞋面料'],
    [{ form: 'fabric' as const, id: 3 }, '修改鞋面料'],
    [{ form: 'fabric' as const, id: 3, stage: 'recommend' as const }, '推荐材料转正'],
    [{ form: 'recommend' as const }, '上传推荐材料'],
    [{ form: 'recommend' as const, id: 3 }, '修改推荐材料'],
  ])('%o → %s', (input, title) => expect(materialDialogTitle(input)).toBe(title));
});

describe('the material dialog: fields by category (contract fieldStates)', () => {
  it('shows only the category and the name until a category is chosen, and never the hidden category', async () => {
    const fetchMock = stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    await within(dialog).findByRole('option', { name: '真皮' });
    // The categories of data permission 'shoe,1' (spec 001 §1).
    expect(bodiesSent(fetchMock, api.fabric.materialCategory)).toEqual([{ dataPermission: 'shoe,1' }]);
    expect(within(dialog).queryByRole('option', { name: '虚拟材料-加工方式' })).toBeNull();
    expect(queryField(dialog, '单位')).toBeNull();
    expect(queryField(dialog, '材料厚度')).toBeNull();
  });

  it('asks for the grains and effects of the chosen division with the signed-in supplier’s code (spec 001 §6)', async () => {
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [api.lookups.fabricLinesQuery, []],
      [api.lookups.fabricEffectQuery, []],
    );
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '合成革', 'PU革');
    const scope = { divisionId: 2, supplierCodes: [sessionFixture.supplierCode], saveOrUpdateFlag: 'add' };
    for (const call of [api.lookups.fabricLinesQuery, api.lookups.fabricEffectQuery]) {
      await waitFor(() => expect(bodiesSent(fetchMock, call)).toContainEqual(expect.objectContaining(scope)));
    }
  });

  it('LT asks 开发次数, 材料厚度 and 皮料延伸性; TX asks 样品阶段, 织法 and 材料幅宽 instead', async () => {
    stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    expect(field(dialog, '开发次数')).toBeTruthy();
    expect(field(dialog, '材料厚度')).toBeTruthy();
    expect(field(dialog, '皮料延伸性').closest('[data-slot="form-field"]')?.querySelector('label')?.textContent).toBe(
      '*皮料延伸性',
    );
    expect(within(dialog).queryByText('样品阶段')).toBeNull();
    expect(queryField(dialog, '织法')).toBeNull();
    // LT is priced by thickness: the price is computed, shown as 参考价格.
    expect(field(dialog, '参考价格')).toBeTruthy();

    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    expect(within(dialog).getByText('样品阶段')).toBeTruthy();
    expect(queryField(dialog, '开发次数')).toBeNull();
    expect(field(dialog, '织法')).toBeTruthy();
    expect(field(dialog, '材料幅宽')).toBeTruthy();
    expect(queryField(dialog, '皮料延伸性')).toBeNull();
    // A new category cleared what depended on the old one.
    expect((field(dialog, '单位') as HTMLSelectElement).value).toBe('');
  });

  it('the recommended form offers no FG and asks 资料是否完整', async () => {
    stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog({ form: 'recommend' });
    await within(dialog).findByRole('option', { name: '真皮' });
    expect(within(dialog).queryByRole('option', { name: '成品配件' })).toBeNull();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    expect(within(dialog).getByRole('radiogroup', { name: '资料是否完整' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '暂存' })).toBeNull();
  });
});

describe('the material dialog: saves', () => {
  it('暂存 without a name says 请您输入材料名称后再暂存! and sends nothing', async () => {
    const fetchMock = stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '暂存' }));
    expect(await within(dialog).findByText('请您输入材料名称后再暂存!')).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('请您输入材料名称后再暂存!');
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('提交 of a form with only its category warns 面料部分字段信息填写有误… and scrolls to the first field', async () => {
    const fetchMock = stubCalls([api.fabric.materialCategory, categories]);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入1-150位字符！')).toBeTruthy();
    expect(within(dialog).getByText('材料厚度不能为空')).toBeTruthy();
    expect(within(dialog).getByText('开发次数不能为空')).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('面料部分字段信息填写有误，请按输入框下提示信息检查!');
    expect(scroll.mock.contexts[0]).toBe(field(dialog, '材料名称'));
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('a draft with a name is confirmed, sent with status 1 and closes; a failed save keeps every value', async () => {
    let fail = true;
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [
        api.fabric.saveOrUpdate,
        () => (fail ? envelope(500, '系统异常', null) : { id: 10, materialCode: 'LT000010', status: 1 }),
      ],
    );
    const { dialog, onClose } = renderDialog();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    await userEvent.type(field(dialog, '材料名称'), '头层牛皮荔枝纹');
    await userEvent.click(within(dialog).getByRole('button', { name: '暂存' }));
    const confirm = await screen.findByTestId('material-confirm');
    expect(within(confirm).getByText('此操作将暂存鞋面料信息, 是否继续?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    // Silent failure: no success, the dialog stays with what was typed.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '暂存' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('头层牛皮荔枝纹');
    expect((field(dialog, '材料大类') as HTMLSelectElement).value).toBe('1');

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: '暂存' }));
    await userEvent.click(within(await screen.findByTestId('material-confirm')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('暂存成功!');
    expect(savedBodies(fetchMock)[1]).toMatchObject({
      id: null,
      divisionId: 1,
      sectionId: 101,
      materialName: '头层牛皮荔枝纹',
      status: 1,
      newFlag: '1',
      materialStage: 'normal',
    });
  });
});

describe('the material dialog: a stored record', () => {
  it('asks for the record once the spec’s 250 ms have passed, not as the dialog opens', async () => {
    const asked = vi.fn(() => stored());
    stubCalls([api.fabric.materialCategory, categories], [api.fabric.detail, detailOf(asked)]);
    await expectAskedAfterLoadDelay(() => renderDialog({ id: 9 }), asked);
  });

  it('loads a draft that offers 暂存 and 提交 and keeps its category', async () => {
    stubCalls([api.fabric.materialCategory, categories], [api.fabric.detail, detailOf(stored())]);
    const { dialog } = renderDialog({ id: 9 });
    await waitFor(() => expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('水性PU革'));
    expect((field(dialog, '材料大类') as HTMLSelectElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: '暂存' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /修改鞋面料/ })).toBeTruthy();
  });

  it('a rejected record shows its reason and 取消 in place of 暂存', async () => {
    stubCalls(
      [api.fabric.materialCategory, categories],
      [api.fabric.detail, detailOf(stored({ status: 5, auditRemark: '厚度与样品不符' }))],
    );
    const { dialog } = renderDialog({ id: 9 });
    expect(await within(dialog).findByText('厚度与样品不符')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '暂存' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeTruthy();
  });

  it('an approved record locks its specification; editType 1 unlocks the thickness only', async () => {
    stubCalls(
      [api.fabric.materialCategory, categories],
      [api.fabric.detail, detailOf(stored({ status: 3, editType: 1 }))],
    );
    const { dialog } = renderDialog({ id: 9 });
    await waitFor(() => expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('水性PU革'));
    // The sections below 基本信息 follow in a transition.
    await waitFor(() => expect((field(dialog, '材料厚度') as HTMLInputElement).disabled).toBe(false));
    expect((field(dialog, '材料幅宽') as HTMLInputElement).disabled).toBe(true);
    expect((field(dialog, '材料名称') as HTMLInputElement).disabled).toBe(true);
    expect((field(dialog, '样品交期\\(天\\)') as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).queryByRole('button', { name: '暂存' })).toBeNull();
  });

  it('复制鞋面料 starts from the record without its code and identity, and saves as a new record', async () => {
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [
        api.fabric.detail,
        detailOf(
          stored({
            id: 3,
            status: 3,
            coverImgId: 'c1',
            materialSubCodes: ['SY000003-01'],
          }),
        ),
      ],
      [api.fabric.saveOrUpdate, { id: 12, materialCode: 'SY000012', status: 1 }],
    );
    const { dialog } = renderDialog({ copyFromId: 3 });
    await waitFor(() => expect((field(dialog, '材料名称') as HTMLInputElement).value).toBe('水性PU革'));
    expect((field(dialog, '材料编码') as HTMLInputElement).value).toBe('');
    expect(queryField(dialog, '材料子编码')).toBeNull();
    // A copy is a new record: its category may still change and it may be saved as a draft.
    expect((field(dialog, '材料大类') as HTMLSelectElement).disabled).toBe(false);
    // Its draft names no record to change, no code and no cover: the stub makes a new one.
    const body = await saveDraft(dialog, fetchMock);
    expect(body).toMatchObject({ id: null, materialCode: null, coverImgId: null, status: 1, materialName: '水性PU革' });
  });
});

/** 暂存 confirmed; the body sent. */
const saveDraft = async (dialog: HTMLElement, fetchMock: FetchMock) => {
  await userEvent.click(within(dialog).getByRole('button', { name: '暂存' }));
  await userEvent.click(within(await screen.findByTestId('material-confirm')).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
  return savedBodies(fetchMock)[0];
};
const group = (dialog: HTMLElement, name: string) => {
  const element = dialog.querySelector<HTMLElement>(`#material-${name}`);
  if (!element) throw new Error(`no group ${name}`);
  return element;
};

describe('the material dialog: 鞋垫布 from the mesh fabrics (spec 001 §3, §5)', () => {
  it('a sole keeps its stored insole cloth and adds one found by queryMeshFabric; both texts are sent joined', async () => {
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [
        api.fabric.detail,
        detailOf(
          stored({
            divisionId: 9,
            sectionId: 160,
            divisionName: '大底',
            sectionName: '橡胶大底',
            materialCode: 'SL000009',
            insoleCloth: '旧网布',
            insoleClothMaterialCode: 'TX000099',
          }),
        ),
      ],
      [
        api.fabric.queryMeshFabric,
        (body: { materialName?: string }) =>
          [
            { id: 11, materialCode: 'TX000011', materialName: '提花三明治网布' },
            { id: 13, materialCode: 'TX000013', materialName: '透气帆布' },
          ].filter((f) => !body.materialName || f.materialName.includes(body.materialName)),
      ],
      [api.fabric.saveOrUpdate, { id: 9, materialCode: 'SL000009', status: 1 }],
    );
    const { dialog } = renderDialog({ id: 9 });
    const insole = await waitFor(() => group(dialog, 'insoleCloth'));
    expect(insole.textContent).toContain('*鞋垫布');
    expect(within(insole).getByText('旧网布')).toBeTruthy();
    await userEvent.type(within(insole).getByPlaceholderText('请输入网布面料名称'), '帆布');
    await userEvent.click(await within(insole).findByText('透气帆布'));
    const body = await saveDraft(dialog, fetchMock);
    expect(body).toMatchObject({ insoleCloth: '旧网布,透气帆布', insoleClothMaterialCode: 'TX000099,TX000013' });
  });
});

const uploadInto = async (container: HTMLElement, label: string, id: string, name: string) => {
  const input = within(container).getByLabelText(label, { selector: 'input' });
  const before = FakeXhr.all.length;
  fireEvent.change(input, {
    target: { files: [fakeFile(name, MB, name.endsWith('.zip') ? 'application/zip' : 'image/jpeg')] },
  });
  await waitFor(() => expect(FakeXhr.all).toHaveLength(before + 1));
  act(() => FakeXhr.last().respond(200, uploadOk(id, name)));
};

describe('the material dialog: the 3DVR section comes with a zip (spec 001 §4, §5)', () => {
  beforeEach(() => FakeXhr.install());

  it('a new form shows no VR images until a zip brings them; one more may be added by hand, up to the limit', async () => {
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [api.files.queryTemp3DImgs, [{ id: 'v1', fileName: 'vr-a.jpg' }]],
      [api.fabric.saveOrUpdate, { id: 10, materialCode: 'LT000010', status: 1 }],
    );
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    await userEvent.type(field(dialog, '材料名称'), '头层牛皮');
    const zip = await waitFor(() => group(dialog, 'vrFileId'));
    expect(dialog.querySelector('#material-vrImgIds')).toBeNull();

    await uploadInto(zip, '上传3DVR文件', 'z1', '鞋面3D.zip');
    const vr = await waitFor(() => group(dialog, 'vrImgIds'));
    expect(await within(vr).findByRole('button', { name: '删除 vr-a.jpg' })).toBeTruthy();
    // One of two: the button stays for a second image.
    await uploadInto(vr, '上传3DVR图片', 'v2', 'vr-b.jpg');
    expect(await within(vr).findByRole('button', { name: '删除 vr-b.jpg' })).toBeTruthy();
    expect(within(vr).queryByRole('button', { name: '上传3DVR图片' })).toBeNull();
    const body = await saveDraft(dialog, fetchMock);
    expect(body).toMatchObject({ vrFileId: 'z1', vrImgIds: ['v1', 'v2'] });
  });

  it('a stored VR image is removed on its own; removing the zip clears the zip’s images and the section', async () => {
    const fetchMock = stubCalls(
      [api.fabric.materialCategory, categories],
      [
        api.fabric.detail,
        detailOf(
          stored({
            vrFileId: 'z1',
            vrImgIds: ['v1', 'v2', 'v3'],
            vrFiles: [{ id: 'z1', fileName: '鞋面3D.zip' }],
            vrImgs: [
              { id: 'v1', fileName: 'v1.jpg' },
              { id: 'v2', fileName: 'v2.jpg' },
              { id: 'v3', fileName: 'v3.jpg' },
            ],
          }),
        ),
      ],
      [api.fabric.saveOrUpdate, { id: 9, materialCode: 'SY000009', status: 1 }],
    );
    const { dialog } = renderDialog({ id: 9 });
    const vr = await waitFor(() => group(dialog, 'vrImgIds'));
    await userEvent.click(await within(vr).findByRole('button', { name: '删除 v2.jpg' }));
    expect(within(vr).queryByRole('button', { name: '删除 v2.jpg' })).toBeNull();
    expect(within(vr).getByRole('button', { name: '删除 v3.jpg' })).toBeTruthy();

    await userEvent.click(within(group(dialog, 'vrFileId')).getByRole('button', { name: '删除 鞋面3D.zip' }));
    await waitFor(() => expect(dialog.querySelector('#material-vrImgIds')).toBeNull());
    const body = await saveDraft(dialog, fetchMock);
    expect(body).toMatchObject({ vrFileId: null, vrImgIds: [] });
  });
});

describe('the material dialog: similar images for every image uploaded (spec 001 §2)', () => {
  beforeEach(() => FakeXhr.install());

  it.each([
    ['otherImgIds', '上传材料图片'],
    ['vrImgIds', '上传3DVR图片'],
  ])('an image added to %s is searched; a hit opens 发现相似图片', async (name, label) => {
    const searched: string[] = [];
    stubCalls(
      [api.fabric.materialCategory, categories],
      [
        api.fabric.detail,
        detailOf(
          stored({
            vrFileId: 'z1',
            vrImgIds: ['v1'],
            vrFiles: [{ id: 'z1', fileName: '鞋面3D.zip' }],
            vrImgs: [{ id: 'v1', fileName: 'v1.jpg' }],
          }),
        ),
      ],
      [api.files.getFile, () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } })],
      [
        api.fabric.querySimilarImg,
        () => {
          searched.push(name);
          return {
            count: 1,
            data: [
              {
                id: 4,
                materialCode: 'LT000004',
                materialName: '头层牛皮荔枝纹',
                supplierShortnames: '华彩',
                coverImgId: null,
              },
            ],
          };
        },
      ],
    );
    const { dialog } = renderDialog({ id: 9 });
    const list = await waitFor(() => group(dialog, name));
    await uploadInto(list, label, 'n1', 'look-alike.jpg');
    const found = await screen.findByRole('dialog', { name: '发现相似图片' });
    // Each hit with its code, name and suppliers' short names (spec 001 §2).
    expect(within(found).getByText('LT000004')).toBeTruthy();
    expect(within(found).getByText('头层牛皮荔枝纹')).toBeTruthy();
    expect(within(found).getByText('华彩')).toBeTruthy();
    expect(searched).toEqual([name]);
  });
});

describe('the material dialog: validation as you type (spec 001 §5)', () => {
  it('lead times take only numbers; a limit shows at the field when it is left, before any save', async () => {
    const fetchMock = stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    const sample = await waitFor(() => field(dialog, '样品交期\\(天\\)') as HTMLInputElement);
    await userEvent.type(sample, 'abc十五');
    expect(sample.value).toBe('');
    await userEvent.type(sample, '1001');
    expect(sample.value).toBe('1001');
    await userEvent.tab();
    expect(await within(dialog).findByText('最大不超过1000')).toBeTruthy();
    expect(sample.getAttribute('aria-invalid')).toBe('true');
    // Blank fields wait for 提交: nothing else is marked yet.
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    // Corrected as it is typed.
    await userEvent.clear(sample);
    await userEvent.type(sample, '15-30');
    await waitFor(() => expect(sample.getAttribute('aria-invalid')).toBeNull());
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('a width that is not 1.xx", 2.xx"*xx" or xxcm is refused as it is entered, with the spec’s hints as placeholders', async () => {
    stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    const width = await waitFor(() => field(dialog, '材料幅宽') as HTMLInputElement);
    expect(width.placeholder).toBe('x"');
    await userEvent.type(width, 'abc{Enter}');
    expect(await within(dialog).findByText('请按规则输入幅宽')).toBeTruthy();
    expect(width.value).toBe('abc');
    expect(within(dialog).queryByRole('button', { name: '移除 abc' })).toBeNull();
    await userEvent.clear(width);
    await userEvent.type(width, '56"{Enter}');
    expect(within(dialog).getByRole('button', { name: '移除 56"' })).toBeTruthy();
    expect(within(dialog).queryByText('请按规则输入幅宽')).toBeNull();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    expect((field(dialog, '材料厚度') as HTMLInputElement).placeholder).toBe('xx 或 前xx中xx后xx 或 前xx后xx');
    expect(group(dialog, 'seasons').textContent).toContain('xxQxx');
  });

  it('a refused 提交 marks every invalid field; then a field is judged as 提交 judged it while it is corrected', async () => {
    stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog({ form: 'recommend' });
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('选择资料是否完整')).toBeTruthy();
    const choice = within(dialog).getByRole('radiogroup', { name: '资料是否完整' });
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    const marked = [...dialog.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id).filter(Boolean);
    expect(marked).toEqual(
      expect.arrayContaining([
        'material-materialName',
        'material-isCompleteData',
        'material-unit',
        'material-widths',
        'material-sampleDate',
        'material-seasons',
        'material-colors',
      ]),
    );
    // The first one on the page is focused.
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, '材料名称')));
    await userEvent.click(within(choice).getByRole('radio', { name: '完整' }));
    await waitFor(() => expect(choice.getAttribute('aria-invalid')).toBeNull());
    const sample = field(dialog, '样品交期\\(天\\)') as HTMLInputElement;
    await userEvent.type(sample, '15');
    await waitFor(() => expect(sample.getAttribute('aria-invalid')).toBeNull());
    await userEvent.clear(sample);
    expect(await within(dialog).findByText('样品交期不能为空')).toBeTruthy();
  });
});

describe('the material dialog: the code and the sub codes (spec 001 §3)', () => {
  it('shows the code without its category prefix, and the read-only sub codes', async () => {
    stubCalls(
      [api.fabric.materialCategory, categories],
      [api.fabric.detail, detailOf(stored({ status: 3, materialSubCodes: ['SY000009-01', 'SY000009-02'] }))],
    );
    const { dialog } = renderDialog({ id: 9 });
    await waitFor(() => expect((field(dialog, '材料编码') as HTMLInputElement).value).toBe('000009'));
    const code = field(dialog, '材料编码').closest('[data-slot="form-field"]') as HTMLElement;
    expect(code.textContent).toContain('SY');
    const subCodes = field(dialog, '材料子编码') as HTMLInputElement;
    expect(subCodes.value).toBe('SY000009-01、SY000009-02');
    expect(subCodes.readOnly).toBe(true);
  });

  it('a new record shows TJ until a category gives its own prefix', async () => {
    stubCalls([api.fabric.materialCategory, categories]);
    const { dialog } = renderDialog();
    const prefix = () => (field(dialog, '材料编码').closest('[data-slot="form-field"]') as HTMLElement).textContent;
    await within(dialog).findByRole('option', { name: '真皮' });
    expect(prefix()).toContain('TJ');
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    expect(prefix()).toContain('TX');
    expect(prefix()).not.toContain('TJ');
  });
});

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.textContent).filter((t) => t && !t.startsWith('请选择'));

describe('the material dialog: preset lists and element rows (spec 001 §5, §9)', () => {
  it('TX offers the spec’s weave patterns, structures and its weights, RM its hardness (weight typed), SL’s composition rows its elements', async () => {
    stubCalls([api.fabric.materialCategory, categories], [api.fabric.supplierNormalElement, []]);
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    expect(optionsOf(await waitFor(() => field(dialog, '织法')))).toEqual([
      '经编',
      '圆编',
      '飞织',
      '梭织',
      '编织',
      '复合网布',
      '水刺(无纺布)',
    ]);
    expect(optionsOf(field(dialog, '材料结构'))).toEqual([
      '大孔',
      '小孔',
      '平纹',
      '压纹',
      '大小孔',
      '凹凸纹',
      '平纹+孔',
      '无',
    ]);
    // "Weight from options if given, else free text" (spec 001 §5).
    expect(optionsOf(field(dialog, '材料克重'))).toEqual(presetOptions('weight', 'TX'));
    await chooseCategory(dialog, '松紧带/魔术贴', '松紧带');
    expect(optionsOf(await waitFor(() => field(dialog, '硬度')))).toEqual(['25±3C', '32±3C', '40±3C']);
    expect(presetOptions('weight', 'RM')).toEqual([]);
    expect(field(dialog, '材料克重').tagName).toBe('INPUT');
    // The sole's elements are the spec's even where the supplier has used none yet.
    await chooseCategory(dialog, '大底', '橡胶大底');
    await userEvent.click(await within(dialog).findByRole('button', { name: '添加成份' }));
    expect(optionsOf(within(dialog).getByLabelText('成份 1'))).toEqual(
      expect.arrayContaining(['PU', 'EVA', 'FOAM', 'TPU', 'PU+EVA']),
    );
  });

  it('element rows: the previous row first, a duplicate cleared, a sum above 100 reset to 0, the proportion filtered', async () => {
    stubCalls(
      [api.fabric.materialCategory, categories],
      [api.fabric.supplierNormalElement, [{ elementName: '牛皮' }, { elementName: '猪皮' }]],
    );
    const { dialog } = renderDialog();
    await chooseCategory(dialog, '真皮', '头层牛皮');
    const add = await within(dialog).findByRole('button', { name: '添加成份' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(notify.warning).toHaveBeenCalledWith('请先完善上一行数据！');
    expect(within(dialog).queryByLabelText('成份 2')).toBeNull();

    await waitFor(() => expect(optionsOf(within(dialog).getByLabelText('成份 1'))).toEqual(['牛皮', '猪皮']));
    await userEvent.selectOptions(within(dialog).getByLabelText('成份 1'), '牛皮');
    const first = within(dialog).getByLabelText('占比(%) 1') as HTMLInputElement;
    await userEvent.type(first, '0060');
    expect(first.value).toBe('60');
    await userEvent.click(add);
    await userEvent.selectOptions(within(dialog).getByLabelText('成份 2'), '牛皮');
    expect(notify.warning).toHaveBeenCalledWith('成份选择重复,请重新选择！');
    expect((within(dialog).getByLabelText('成份 2') as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(within(dialog).getByLabelText('成份 2'), '猪皮');
    const second = within(dialog).getByLabelText('占比(%) 2') as HTMLInputElement;
    await userEvent.type(second, '50');
    expect(notify.warning).toHaveBeenCalledWith('占比之和不能大于100%！');
    expect(second.value).toBe('0');
  });
});
