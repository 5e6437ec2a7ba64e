import { api, FileMessages, fillPath, MaterialMessages as M, MaterialStatus, Status } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demo, login, send, signedInStub, type Target } from './helper';

/** detail/{id}: the own material in full, another supplier's approved one as the favorites view (decision 0026). */

let stub: Target;
let token: string;
let hongdaToken: string;
beforeAll(async () => {
  ({ stub, token } = await signedInStub());
  hongdaToken = await login(stub, demo.hongda);
});
afterAll(() => stub.close());

const db = () => stub.app!.db;
const detail = async (id: number, as = token) =>
  dataOf(api.fabric.detail, await send(stub, api.fabric.detail, { params: { id } }, as));

/** An approved S10001 material with everything the favorites view withholds. */
const richApproved = () =>
  db().material.findFirstOrThrow({
    where: {
      supplierCode: 'S10001',
      status: MaterialStatus.approved,
      checkFileId: { not: null },
      shoeFactoryTotal: '0',
      factories: { some: {} },
      subPrices: { some: {} },
    },
  });

describe('detail/{id}', () => {
  it('answers the own material in full, with its displayed price and supplier', async () => {
    const row = await richApproved();
    const d = await detail(row.id);
    expect(d.publicView).toBe(false);
    expect(d.supplierShortname).toBeTruthy();
    expect(d.subPriceList.length).toBeGreaterThan(0);
    expect(d.displayPrice).toMatch(/^\d/);
    expect(d.shoesFactories.length).toBeGreaterThan(0);
    expect(d.checkFiles).toEqual([{ id: row.checkFileId, fileName: expect.any(String) }]);
    expect(d.modifier).toBe(row.modifier);
  });

  it('answers another supplier’s approved material without prices, factories, files, remarks or modifier', async () => {
    const row = await richApproved();
    const own = await detail(row.id);
    const d = await detail(row.id, hongdaToken);
    expect(d.publicView).toBe(true);
    // What the favorites view shows is the same as the owner's.
    expect(d).toMatchObject({
      id: row.id,
      materialCode: own.materialCode,
      materialName: own.materialName,
      divisionName: own.divisionName,
      imgs: own.imgs,
      colors: own.colors,
      supplierShortname: own.supplierShortname,
      status: MaterialStatus.approved,
    });
    // What it withholds is sent empty.
    expect(d).toMatchObject({
      price: null,
      displayPrice: null,
      subList: [],
      subPriceList: [],
      shoesFactorieCodes: [],
      shoesFactories: [],
      checkFileId: null,
      checkFileName: null,
      checkFiles: [],
      vrFileId: null,
      vrImgIds: [],
      vrImgs: [],
      vrFiles: [],
      auditRemark: null,
      applicationOverruled: null,
      modifier: null,
    });
    // The DB still holds them: nothing was changed by reading.
    expect((await db().material.findUniqueOrThrow({ where: { id: row.id } })).checkFileId).toBe(row.checkFileId);
  });

  it('refuses another supplier’s material that is not approved, and its approval history', async () => {
    for (const status of [MaterialStatus.draft, MaterialStatus.submitted, MaterialStatus.rejected]) {
      const other = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10001', status } });
      expect((await send(stub, api.fabric.detail, { params: { id: other.id } }, hongdaToken)).body).toEqual({
        status: Status.forbidden,
        message: M.notOwned,
        data: null,
      });
    }
    const approved = await richApproved();
    expect(
      (await send(stub, api.fabric.queryMaterialApprove, { params: { id: approved.id } }, hongdaToken)).body,
    ).toMatchObject({ status: Status.forbidden, message: M.notOwned });
  });

  it('lets another supplier read the images of an approved material, not those of a draft', async () => {
    const otherImage = async (status: number) =>
      (
        await db().materialAsset.findFirstOrThrow({
          where: { kind: 'other', material: { supplierCode: 'S10001', status } },
        })
      ).fileId;
    const read = (id: string) =>
      stub.http.get(fillPath(api.files.getAbridgeImg.path, { id })).set('token', hongdaToken);
    const approved = await read(await otherImage(MaterialStatus.approved));
    expect(approved.status).toBe(200);
    expect(approved.headers['content-type']).toBe('image/jpeg');
    expect((await read(await otherImage(MaterialStatus.draft))).body).toEqual({
      status: Status.badRequest,
      message: FileMessages.notFound,
      data: null,
    });
  });

  it('refuses an unknown id with 材料不存在!', async () => {
    expect((await send(stub, api.fabric.detail, { params: { id: 999_999 } }, token)).body).toEqual({
      status: Status.badRequest,
      message: M.notFound,
      data: null,
    });
  });
});
