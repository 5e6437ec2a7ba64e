import { api, FileMessages, fillPath, MaterialMessages as M, MaterialStatus, Status } from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, internalTest, readTest, send, useContractStub } from './helper';

const storedMaterials = internalTest.because('finds materials by their stored fields');

const { stub, tokens, db } = useContractStub();
const detail = async (id: number, as = tokens.supplier) =>
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
  storedMaterials('answers the own material in full, with its displayed price and supplier', async () => {
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

  storedMaterials(
    'answers another supplier’s approved material without prices, factories, files, remarks or modifier',
    async () => {
      const row = await richApproved();
      const own = await detail(row.id);
      const d = await detail(row.id, tokens.hongda);
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
    },
  );

  storedMaterials('refuses another supplier’s material that is not approved, and its approval history', async () => {
    for (const status of [MaterialStatus.draft, MaterialStatus.submitted, MaterialStatus.rejected]) {
      const other = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10001', status } });
      expect((await send(stub, api.fabric.detail, { params: { id: other.id } }, tokens.hongda)).body).toEqual({
        status: Status.forbidden,
        message: M.notOwned,
        data: null,
      });
    }
    const approved = await richApproved();
    expect(
      (await send(stub, api.fabric.queryMaterialApprove, { params: { id: approved.id } }, tokens.hongda)).body,
    ).toMatchObject({ status: Status.forbidden, message: M.notOwned });
  });

  storedMaterials('lets another supplier read the images of an approved material, not those of a draft', async () => {
    const otherImage = async (status: number) =>
      (
        await db().materialAsset.findFirstOrThrow({
          where: { kind: 'other', material: { supplierCode: 'S10001', status } },
        })
      ).fileId;
    const read = (id: string) =>
      stub.http.get(fillPath(api.files.getAbridgeImg.path, { id })).set('token', tokens.hongda);
    const approved = await read(await otherImage(MaterialStatus.approved));
    expect(approved.status).toBe(200);
    expect(approved.headers['content-type']).toBe('image/jpeg');
    expect((await read(await otherImage(MaterialStatus.draft))).body).toEqual({
      status: Status.badRequest,
      message: FileMessages.notFound,
      data: null,
    });
  });

  readTest('refuses an unknown id with 材料不存在!', async () => {
    expect((await send(stub, api.fabric.detail, { params: { id: 999_999 } }, tokens.supplier)).body).toEqual({
      status: Status.badRequest,
      message: M.notFound,
      data: null,
    });
  });
});
