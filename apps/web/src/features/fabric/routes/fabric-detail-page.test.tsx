import { api, fillPath } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { materialDetailFixture, storedMaterialFixture, supplierMenus, viewerMenus } from '@/test/fixtures';
import { calledPaths, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const wait = { timeout: 10_000 };
const detailPath = (id: number) => fillPath(api.fabric.detail.path, { id });
const historyPath = (id: number) => fillPath(api.fabric.queryMaterialApprove.path, { id });

const rejected = storedMaterialFixture({
  thicknesses: ['1.0', '1.2'],
  status: 5,
  auditRemark: '检测报告已过期',
  subPriceList: [
    {
      thickness: '1.0',
      thicknessPrice: 20,
      width: null,
      widthPrice: null,
      weight: null,
      grain: null,
      linePrice: null,
      standardPrice: 20,
    },
    {
      thickness: '1.2',
      thicknessPrice: 24,
      width: null,
      widthPrice: null,
      weight: null,
      grain: null,
      linePrice: null,
      standardPrice: 24,
    },
  ],
  displayPrice: '20 ~ 24',
  colors: [{ colorCode: 'C001', colorName: '正红', colorRgb: '#d0021b' }],
  shoesFactories: [{ supplierCode: 'F2001', shortName: '华坚鞋业' }],
  coverImgId: 'img-cover',
  imgs: [{ id: 'img-cover', fileName: '封面.jpg' }],
  checkFileId: 'pdf-1',
  checkFiles: [{ id: 'pdf-1', fileName: '检测报告.pdf' }],
  vrImgs: [{ id: 'vr-1', fileName: 'VR1.jpg' }],
  modifier: 'supplier01',
  modifyTime: '2026-11-20 10:00:00',
  supplierShortname: '华南面料',
  publicView: false,
});

const favorite = materialDetailFixture({
  id: 31,
  divisionId: 2,
  divisionName: '合成革',
  materialCode: 'SY000031',
  materialName: '超纤仿麂皮',
  status: 3,
  materialStage: 'normal',
  supplierShortname: '宏达皮革',
  publicView: true,
});

const answers = {
  ...shellAnswers,
  [detailPath(9)]: rejected,
  [detailPath(31)]: favorite,
  [historyPath(9)]: [
    { id: 1, status: 2, auditRemark: null, auditor: 'supplier01', auditTime: '2026-11-18 09:00:00' },
    { id: 2, status: 5, auditRemark: '检测报告已过期', auditor: '品牌审核', auditTime: '2026-11-19 15:30:00' },
  ],
  [api.lookups.materialTagList.path]: [],
  [api.fabric.materialCategory.path]: [],
};

const section = (name: string) => screen.findByRole('region', { name }, wait);

describe('面料详情', () => {
  it('shows the own material grouped as its form, with price, colours, factories, files and 审批记录', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricDetail?id=9');
    expect(await screen.findByRole('heading', { level: 2, name: '水性PU革' }, wait)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('检测报告已过期');

    const basic = await section('基本信息');
    expect(within(basic).getByText('SY000009')).toBeTruthy();
    expect(within(basic).getByText('PU革')).toBeTruthy();
    const price = await section('价格与交期');
    expect(within(price).getByText('20 ~ 24')).toBeTruthy();
    expect(within(within(price).getByRole('table', { name: '规格价格' })).getAllByRole('row')).toHaveLength(3);
    const finish = await section('纹路、特殊效果与颜色');
    expect(within(finish).getByText('正红')).toBeTruthy();
    expect((within(finish).getByTestId('color-swatch') as HTMLElement).style.backgroundColor).toBe('rgb(208, 2, 27)');
    expect(within(await section('适用鞋厂与渠道')).getByText('华坚鞋业')).toBeTruthy();

    const media = await section('图片与文件');
    const pdf = within(media).getByTitle('检测报告预览') as HTMLIFrameElement;
    expect(pdf.src).toContain('/getFilePdfStream/pdf-1');
    expect(
      within(within(media).getByTestId('vr-images')).getByRole('button', { name: '查看大图：VR1.jpg' }),
    ).toBeTruthy();
    await userEvent.click(within(media).getByRole('button', { name: '查看大图：封面.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: '封面.jpg' }, wait);
    expect((within(viewer).getByRole('img') as HTMLImageElement).src).toContain('/getFile/img-cover');
  });

  it('lists the approval history and offers 修改 and 复制 to the supplier, opening the material dialog', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricDetail?id=9');
    const history = await screen.findByRole('table', { name: '审批记录列表' }, wait);
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('品牌审核')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    const dialog = await screen.findByTestId('material-dialog', {}, wait);
    expect(within(dialog).getByRole('heading', { name: /修改鞋面料/ })).toBeTruthy();
  });

  it('shows the viewer no write button', async () => {
    stubApi(answers);
    signInAs(viewerMenus);
    renderApp('/fabric/fabricDetail?id=9');
    await screen.findByRole('heading', { level: 2, name: '水性PU革' }, wait);
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
    expect(screen.queryByRole('button', { name: '复制' })).toBeNull();
  });

  it('shows another supplier’s approved material read-only, without prices, files or history', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricDetail?id=31&parentPage=favorites');
    expect(await screen.findByRole('heading', { level: 2, name: '超纤仿麂皮' }, wait)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('宏达皮革');
    expect(screen.queryByRole('region', { name: '价格与交期' })).toBeNull();
    expect(screen.queryByRole('region', { name: '审批记录' })).toBeNull();
    expect(screen.queryByTitle('检测报告预览')).toBeNull();
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
    expect(screen.queryByRole('button', { name: '复制' })).toBeNull();
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(detailPath(31)));
    expect(calledPaths(fetchMock)).not.toContain(historyPath(31));
  });
});
