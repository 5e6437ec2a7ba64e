import { api, lenientBit, lenientFlag01, uploadFieldsSchema } from '@portal/contract';
import { describe, expect } from 'vitest';
import { makeImage, upload } from './file-fixtures';
import { dataOf, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { exportSheet } from './paged-lists';

const { stub, tokens } = useContractStub();

const schemas = internalTest.because('checks the contract’s flag schemas, not a target');

const on = [1, '1', true, 'true'] as const;
const off = [0, '0', false, 'false'] as const;
const refused = [2, '2', 'yes', 'TRUE', '', null] as const;
/** Each spelling with the count it should select: set, or not set. */
const spellings = (set: number, unset: number): [unknown, number][] => [
  ...on.map((v): [unknown, number] => [v, set]),
  ...off.map((v): [unknown, number] => [v, unset]),
];

describe('the lenient flag schemas', () => {
  schemas.each(on)('read %j as set', (v) => {
    expect(lenientFlag01.parse(v)).toBe('1');
    expect(lenientBit.parse(v)).toBe(1);
  });
  schemas.each(off)('read %j as not set', (v) => {
    expect(lenientFlag01.parse(v)).toBe('0');
    expect(lenientBit.parse(v)).toBe(0);
  });
  schemas.each(refused)('refuse %j', (v) => {
    expect(lenientFlag01.safeParse(v).success).toBe(false);
    expect(lenientBit.safeParse(v).success).toBe(false);
  });
});

describe('files.upload compress', () => {
  schemas('normalises every spelling to one value', () => {
    for (const v of on)
      expect(uploadFieldsSchema.parse({ businessType: 'materialFabric', compress: v }).compress).toBe('1');
    for (const v of off)
      expect(uploadFieldsSchema.parse({ businessType: 'materialFabric', compress: v }).compress).toBe('0');
  });

  writeTest('compress=true recompresses a large image, compress=false keeps it, compress=yes is refused', async () => {
    const big = await makeImage(1800, 1400, 'png');
    const send = (compress: string) =>
      upload(stub, tokens.supplier, { businessType: 'materialFabricPicture', file: big, name: 'big.png', compress });
    const sizeOf = async (compress: string) => {
      const { id } = dataOf(api.files.upload, await send(compress));
      const detail = dataOf(api.files.getFileDetail, await sendCall(api.files.getFileDetail, { params: { id } }));
      return detail.fileSize;
    };
    expect(await sizeOf('true')).toBeLessThan(big.length);
    expect(await sizeOf('false')).toBe(big.length);
    const bad = await send('yes');
    expect(bad.body).toMatchObject({ status: 400, message: expect.stringMatching(/^compress: /), data: null });
  });
});

const sendCall = (call: Parameters<typeof send>[1], input: Parameters<typeof send>[2]) =>
  send(stub, call, input, tokens.supplier);

describe('grain list and export isActive (面料纹路管理, 3 inactive of 61)', () => {
  readTest.each(spellings(58, 3))('isActive %j selects %i grains', async (v, n) => {
    const page = dataOf(api.grain.list, await sendCall(api.grain.list, { body: { isActive: v, limit: 100 } }));
    expect(page.count).toBe(n);
    expect(new Set(page.data.map((g) => g.isActive))).toEqual(new Set([n === 3 ? '0' : '1']));
  });

  writeTest('the export reads the same spellings', async () => {
    const { sheet } = await exportSheet(stub, api.grain.export, { isActive: false }, tokens.supplier);
    expect(sheet.body).toHaveLength(3);
  });

  readTest.each(refused.filter((v) => v !== null))('refuses isActive %j with 400', async (v) => {
    const res = await sendCall(api.grain.list, { body: { isActive: v } });
    expect(res.body).toMatchObject({ status: 400, message: expect.stringMatching(/^isActive: /), data: null });
  });
});

describe('lookups fabricLines/list isActive (the grains offered to S10001: 61 of 62, 3 inactive)', () => {
  readTest.each(spellings(58, 3))('isActive %j selects %i grains', async (v, n) => {
    const page = dataOf(
      api.lookups.fabricLinesList,
      await sendCall(api.lookups.fabricLinesList, { body: { isActive: v, limit: 100 } }),
    );
    expect(page.count).toBe(n);
  });
});

describe('bodies of calls the stub does not implement yet read the same spellings', () => {
  schemas('message list isRead gives 0 or 1', () => {
    for (const v of on) expect(api.message.list.body.parse({ isRead: v }).isRead).toBe(1);
    for (const v of off) expect(api.message.list.body.parse({ isRead: v }).isRead).toBe(0);
    expect(api.message.list.body.safeParse({ isRead: 2 }).success).toBe(false);
  });

  schemas('the material save’s flags keep the entity’s types', () => {
    const base = { materialName: '超纤', divisionId: 2, status: 1 };
    const flags = {
      shoeFactoryTotal: true,
      newFlag: 'false',
      channelTotal: '1',
      colorTotal: 'true',
      fileHasComplete: false,
      isCompleteData: 1,
      hasFrozen: null,
    };
    expect(api.fabric.saveOrUpdate.body.parse({ ...base, ...flags })).toMatchObject({
      shoeFactoryTotal: '1',
      newFlag: '0',
      channelTotal: 1,
      colorTotal: 1,
      fileHasComplete: 0,
      isCompleteData: 1,
      hasFrozen: null,
    });
    expect(api.fabric.saveOrUpdate.body.safeParse({ ...base, channelTotal: 'yes' }).success).toBe(false);
  });
});
