import { api, StatusMessage, uploadRules } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { type Answer, documentProblem, verdictOf } from './conformance';
import { openApiDocument } from './document';
import { fileFor, fixtureIdMax, narrowIds, type SampleFile } from './generate';
import { operationMatcher, operationsOf } from './operations';

const operations = operationsOf(openApiDocument());
const op = (id: string) => operations.find((o) => o.id === id)!;
const json = (status: number, message: string, data: unknown = null): Answer => ({
  httpStatus: status,
  contentType: 'application/json; charset=utf-8',
  json: { status, message, data },
});

describe('verdictOf: what an answer means for the document', () => {
  const priceCard = op(api.price.colorSaveOrUpdate.id);

  it('tells a refusal by validation (a field of the call) from a refusal by the handler', () => {
    expect(verdictOf(priceCard, json(400, 'floatingPrice: 最多保留两位小数')).verdict).toBe('refused');
    expect(verdictOf(priceCard, json(400, 'body: 请选择要删除的价格')).verdict).toBe('refused');
    expect(verdictOf(priceCard, json(400, StatusMessage.illegalRequest)).verdict).toBe('refused');
    expect(verdictOf(priceCard, json(400, '价格记录不存在!')).verdict).toBe('state');
    // A record's code before a colon is no field.
    expect(
      verdictOf(op(api.purchase.close.id), json(400, 'PO2026110033: 采购单已交付或已关闭，不能再关闭')).verdict,
    ).toBe('state');
  });

  it('counts a refusal by a rule the document declares in x-rules apart', () => {
    const changePwd = op(api.account.changePwd.id);
    expect(verdictOf(changePwd, json(400, 'confirmPwd: 新密码与确认密码不一致'))).toEqual({
      verdict: 'declared',
      message: 'confirmPwd: 新密码与确认密码不一致',
    });
    expect(verdictOf(changePwd, json(400, 'newPwd: 请输入新密码')).verdict).toBe('refused');
  });

  it('calls 401 and 403 没有权限 denied, a 403 about another supplier state, the rest crashes', () => {
    expect(verdictOf(priceCard, json(401, StatusMessage.tokenRejected)).verdict).toBe('denied');
    expect(verdictOf(priceCard, json(403, StatusMessage.forbidden)).verdict).toBe('denied');
    expect(verdictOf(priceCard, json(403, '无权操作其他供应商的材料!')).verdict).toBe('state');
    expect(verdictOf(priceCard, json(500, StatusMessage.systemError)).verdict).toBe('crash');
    expect(verdictOf(priceCard, { httpStatus: 200, contentType: 'application/json', json: { ok: true } }).verdict).toBe(
      'crash',
    );
    expect(verdictOf(priceCard, { httpStatus: 502, contentType: 'text/html' }).verdict).toBe('crash');
    expect(verdictOf(priceCard, { httpStatus: 0, contentType: '', error: 'socket hang up' }).verdict).toBe('crash');
    expect(verdictOf(priceCard, json(200, '成功', true)).verdict).toBe('accepted');
    expect(verdictOf(op(api.files.getFile.id), { httpStatus: 200, contentType: 'image/jpeg' }).verdict).toBe(
      'accepted',
    );
  });
});

describe('documentProblem: is a generated input valid for the document', () => {
  it('compares multipleOf with a tolerance: 1.13 has two decimals', () => {
    const body = { parentId: 1, code: 'C1', floatingPrice: 1.13 };
    expect(documentProblem(op(api.price.colorSaveOrUpdate.id), { path: {}, query: {}, body })).toBeNull();
    expect(
      documentProblem(op(api.price.colorSaveOrUpdate.id), {
        path: {},
        query: {},
        body: { ...body, floatingPrice: 1.005 },
      }),
    ).toMatch(/multiple of 0.01/);
  });

  it('reads path and query values as texts, and a multipart body with or without its file', () => {
    expect(documentProblem(op(api.fabric.detail.id), { path: { id: '12' }, query: {} })).toBeNull();
    expect(documentProblem(op(api.fabric.detail.id), { path: { id: 'x' }, query: {} })).toMatch(/parameters/);
    const upload = op(api.files.upload.id);
    expect(
      documentProblem(upload, { path: {}, query: {}, body: { businessType: 'materialFabric' }, file: true }),
    ).toBeNull();
    expect(documentProblem(upload, { path: {}, query: {}, body: { businessType: 'materialFabric' } })).toMatch(/file/);
  });
});

describe('the generators', () => {
  it('draw record ids from the fixtures’ range, and nothing else', () => {
    const narrowed = narrowIds({
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0 },
        ids: { type: 'array', items: { type: 'integer' } },
        purchaseId: { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        shoeTreeId: { type: 'integer', minimum: 1, maximum: 99 },
        page: { type: 'integer', minimum: 1 },
        code: { type: 'string' },
      },
    }) as { properties: Record<string, { maximum?: number; items?: { maximum?: number } }> };
    expect(narrowed.properties.id?.maximum).toBe(fixtureIdMax);
    expect(narrowed.properties.ids?.items?.maximum).toBe(fixtureIdMax);
    expect(narrowed.properties.purchaseId).toMatchObject({ minimum: 1, maximum: fixtureIdMax });
    expect(narrowed.properties.shoeTreeId?.maximum).toBe(99);
    expect(narrowed.properties.page?.maximum).toBeUndefined();
  });

  it('attach a file of a type the call takes', () => {
    const samples: Record<string, SampleFile> = Object.fromEntries(
      ['jpg', 'pdf', 'xlsx', 'zip'].map((ext) => [ext, { name: `sample.${ext}`, type: ext, bytes: Buffer.alloc(0) }]),
    );
    const upload = op(api.files.upload.id);
    for (const [businessType, rule] of Object.entries(uploadRules)) {
      const file = fileFor(upload, { businessType }, samples);
      if (rule.extensions.length > 0)
        expect(rule.extensions as readonly string[], businessType).toContain(file.name.split('.')[1]);
    }
    expect(fileFor(op(api.fabric.querySimilarImg.id), {}, samples).name).toBe('sample.jpg');
  });

  it('find the operation of a request, a fixed path before a template', () => {
    const match = operationMatcher(operations);
    expect(match('POST', '/basic/api/upload/upload')?.id).toBe(api.files.upload.id);
    expect(match('GET', '/basic/api/upload/getFile/abc')?.id).toBe(api.files.getFile.id);
    expect(match('GET', '/basic/nothing')).toBeUndefined();
  });
});
