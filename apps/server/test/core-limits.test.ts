import { api, Status } from '@portal/contract';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { referenceCache } from '../src/binder';
import { ByteCache, sha256 } from '../src/kit/byte-cache';
import { checkInputLimits, InputLimits, LimitMessages, nestedDeeperThan } from '../src/kit/input-limits';
import { makeImage, upload } from './file-fixtures';
import { internalTest, readTest, send, useContractStub, writeTest } from './helper';

const { stub, tokens, ok } = useContractStub();
const code = internalTest.because('checks the stub’s code, not a target');

describe('input limits', () => {
  code('applies the defaults where a field declares no maximum', () => {
    const schema = z.object({ name: z.string().optional(), ids: z.array(z.number()).optional() });
    expect(checkInputLimits({ name: 'x'.repeat(InputLimits.string) }, schema)).toBeUndefined();
    expect(checkInputLimits({ name: 'x'.repeat(InputLimits.string + 1) }, schema)).toEqual({
      path: 'name',
      message: LimitMessages.string,
    });
    expect(checkInputLimits({ ids: Array(InputLimits.array + 1).fill(1) }, schema)).toEqual({
      path: 'ids',
      message: LimitMessages.array,
    });
  });

  code('lets a field raise the default with its own .max(), through wrappers, unions and nesting', () => {
    const long = z.string().max(10_000);
    const schema = z.object({
      policy: long.optional(),
      rows: z.array(z.object({ note: z.union([z.number(), long]).nullable() })).max(5000),
    });
    const value = { policy: 'p'.repeat(9000), rows: Array(3000).fill({ note: 'n'.repeat(9000) }) };
    expect(checkInputLimits(value, schema)).toBeUndefined();
    expect(checkInputLimits({ rows: [{ note: 'n'.repeat(10_001) }] }, schema)?.path).toBe('rows.0.note');
  });

  code('refuses nesting deeper than the limit with its own message and the first segments of the path', () => {
    /** `levels` arrays, one inside the other. */
    const arrays = (levels: number): unknown => (levels === 0 ? 1 : [arrays(levels - 1)]);
    // The body is the first level: its field's arrays go down to the limit, and one more.
    expect(checkInputLimits({ a: arrays(InputLimits.depth - 1) }, undefined)).toBeUndefined();
    expect(checkInputLimits({ a: arrays(InputLimits.depth) }, undefined)).toEqual({
      path: 'a.0.0…',
      message: LimitMessages.depth,
    });
    expect(checkInputLimits({ b: { c: arrays(70) } }, z.object({ b: z.unknown() }))?.path).toBe('b.c.0…');
  });

  code('bounds values the schema does not describe (records, unknown)', () => {
    expect(checkInputLimits({ any: 'x'.repeat(2001) }, z.record(z.string(), z.unknown()))?.path).toBe('any');
    expect(checkInputLimits('x'.repeat(2001), undefined)).toEqual({ path: '', message: LimitMessages.string });
  });

  code('nests arrays and objects at most 64 levels: one rule for the calls and the fault bodies', () => {
    const nested = (levels: number, inner: unknown = 1): unknown =>
      levels === 0 ? inner : [nested(levels - 1, inner)];
    expect(InputLimits.depth).toBe(64);
    for (const inner of [1, 'x', null]) {
      expect(checkInputLimits(nested(64, inner), undefined)).toBeUndefined();
      expect(nestedDeeperThan(nested(64, inner))).toBe(false);
    }
    for (const inner of [1, [], {}]) {
      expect(checkInputLimits(nested(65, inner), undefined)?.message).toBe(LimitMessages.depth);
      expect(nestedDeeperThan(nested(65, inner))).toBe(true);
    }
    // Far beyond what a recursive walk or JSON.stringify survives: judged all the same.
    expect(nestedDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(true);
  });

  readTest('answers a 50,000-character filter of api.grain.list with 400 naming the field', async () => {
    const res = await send(stub, api.grain.list, { body: { lineName: '纹'.repeat(50_000) } }, tokens.supplier);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: `lineName: ${LimitMessages.string}`, data: null });
  });

  writeTest('answers the same filter of api.grain.export with 400, before any export is queued', async () => {
    const downloads = async () => (await ok(api.navbar.downloadList, { body: {} })).count;
    const before = await downloads();
    const res = await send(stub, api.grain.export, { body: { lineName: 'x'.repeat(50_000) } }, tokens.supplier);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: `lineName: ${LimitMessages.string}`, data: null });
    expect(await downloads()).toBe(before);
  });

  writeTest('answers 1,001 ids with 400 最多1000项', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `L${i}`);
    const res = await send(stub, api.grain.export, { body: { ids } }, tokens.supplier);
    expect(res.body).toEqual({ status: Status.badRequest, message: `ids: ${LimitMessages.array}`, data: null });
  });

  internalTest.because('counts the stored files')(
    'answers a 60,000-character multipart field of api.files.upload with 400 naming the field, storing nothing',
    async () => {
      const rows = await stub.app!.db.storedFile.count();
      const res = await upload(stub, tokens.supplier, {
        businessType: 'shoeTreeFile',
        businessId: '9'.repeat(60_000),
        file: Buffer.from('a'),
        name: 'a.txt',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: Status.badRequest,
        message: `businessId: ${LimitMessages.string}`,
        data: null,
      });
      expect(await stub.app!.db.storedFile.count()).toBe(rows);
      const atLimit = await upload(stub, tokens.supplier, {
        businessType: 'shoeTreeFile',
        businessId: '9'.repeat(InputLimits.string),
        file: Buffer.from('a'),
        name: 'a.txt',
      });
      expect(atLimit.body.status).toBe(Status.ok);
    },
  );

  readTest('answers a multipart field of api.fabric.querySimilarImg over the limit with 400 naming it', async () => {
    const res = await stub.http
      .post(api.fabric.querySimilarImg.path)
      .set('token', tokens.supplier)
      .field('note', 'x'.repeat(InputLimits.string + 1))
      .attach('file', await makeImage(64, 64), { filename: 'a.jpg' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: `note: ${LimitMessages.string}`, data: null });
  });

  readTest('answers 70 nested arrays with 400 最多嵌套64层 and a short path, not an array-length message', async () => {
    const res = await stub.http
      .post(api.account.currentUser.path)
      .set('token', tokens.supplier)
      .set('content-type', 'application/json')
      .send(`{"a":${'['.repeat(70)}${']'.repeat(70)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: `a.0.0…: ${LimitMessages.depth}`, data: null });
  });

  readTest('keeps a filter of the default length working', async () => {
    const res = await send(
      stub,
      api.grain.list,
      { body: { lineName: 'x'.repeat(InputLimits.string) } },
      tokens.supplier,
    );
    expect(res.body.status).toBe(Status.ok);
  });
});

describe('the reference-answer cache', () => {
  code('is bounded in bytes, least recently used out first', () => {
    const cache = new ByteCache(100_000, 60_000);
    for (let i = 0; i < 1000; i++) cache.set(sha256(String(i)), 'v'.repeat(2000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(1000);
    expect(cache.get(sha256('999'))).toBeDefined();
    expect(cache.get(sha256('0'))).toBeUndefined();
  });

  code('drops expired entries when met and by the sweep', () => {
    let now = 0;
    const cache = new ByteCache(1_000_000, 1000, () => now);
    cache.set('a', 'x');
    cache.set('b', 'y');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', 'z'); // the sweep is due: b goes too
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(ByteCache.cost('c', 'z'));
  });

  code('refuses an answer larger than a sixteenth of the bound', () => {
    const cache = new ByteCache(16_000, 1000);
    cache.set('big', 'x'.repeat(1000));
    expect(cache.size).toBe(0);
  });

  internalTest.because('reads the process’s reference cache')(
    'keys lookups by a hash and stays under its bound after maximal lookups',
    async () => {
      const app = stub.app!;
      for (let i = 0; i < 200; i++) {
        const keyword = `${i}`.padEnd(InputLimits.string, 'k');
        const res = await send(stub, api.lookups.colorDataList, { body: { keyword } }, tokens.supplier);
        expect(res.body.status).toBe(Status.ok);
      }
      expect(app.referenceAnswers.size).toBeGreaterThan(0);
      expect(app.referenceAnswers.bytes).toBeLessThanOrEqual(referenceCache.bytes);
      // A key is 64 hex characters whatever the input: 200 entries of 2,000-character inputs cost far less.
      expect(app.referenceAnswers.bytes).toBeLessThan(200 * 2 * InputLimits.string);
    },
  );
});
