import { describe, expect, it } from 'vitest';
import { availablePairs, ShoeTreeMessages as M, nodeNameSchema, scrapFormSchema } from './rules';
import { scrapLeavesLast, scrapRefusal, shoeTreeFilesEditable, shoeTreeLifecycle } from './states';

describe('the shoe-last lifecycle', () => {
  it('maintains and scraps only lasts in use or sent for maintenance', () => {
    expect(shoeTreeLifecycle.allowed('1')).toEqual(['maintain', 'scrap']);
    expect(shoeTreeLifecycle.allowed('4')).toEqual(['maintain', 'scrap']);
    expect(shoeTreeLifecycle.allowed('2')).toEqual([]);
    expect(shoeTreeLifecycle.allowed('3')).toEqual([]);
    expect(shoeTreeLifecycle.next('maintain', '4')).toBe('1');
    expect(shoeTreeLifecycle.refusal('scrap', '2')).toBe(M.noScrap);
    expect(shoeTreeLifecycle.refusal('maintain', '3')).toBe(M.noMaintain);
  });

  it('scraps the last itself once nothing is available and nothing lent', () => {
    expect(scrapLeavesLast(0, 0)).toBe('3');
    expect(scrapLeavesLast(0, 2)).toBeNull();
    expect(scrapLeavesLast(1, 0)).toBeNull();
    expect(availablePairs({ quantity: 5, scrapQuantity: 2, borrowQuantity: 1 })).toBe(2);
  });

  it('freezes the files of a scrapped last', () => {
    expect(shoeTreeFilesEditable.allows({ status: '3' })).toBe(false);
    expect(shoeTreeFilesEditable.allows({ status: '2' })).toBe(true);
  });
});

describe('the file manager’s names', () => {
  it.each([
    ['技术资料', null],
    ['  楦型参数.pdf ', null],
    ['a/b', M.nameChars],
    ['a\\b', M.nameChars],
    ['a:b', M.nameChars],
    ['..', M.nameDots],
    ['.', M.nameDots],
    ['', M.nameRequired],
    ['名'.repeat(51), M.nameMax],
  ])('%j → %s', (name, message) => {
    const parsed = nodeNameSchema.safeParse(name);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('the scrap form', () => {
  it('needs sizes or the whole last, and a reason', () => {
    const messages = (body: object) => {
      const parsed = scrapFormSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ reason: '磨损', scrapAll: true })).toEqual([]);
    expect(messages({ reason: '磨损' })).toEqual([M.scrapNothing]);
    expect(messages({ scrapAll: true, reason: ' ' })).toEqual([M.reasonRequired]);
    expect(
      messages({
        reason: '磨损',
        sizes: [
          { size: '40', quantity: 1 },
          { size: '40', quantity: 1 },
        ],
      }),
    ).toEqual([M.sizeDuplicate]);
  });
});

describe('scrapRefusal: the scrap cap', () => {
  const sizes = [{ size: '38', quantity: 5, scrapQuantity: 1, borrowQuantity: 2 }];

  it('allows up to the pairs available of each size', () => {
    expect(scrapRefusal(sizes, [{ size: '38', quantity: 2 }])).toBeNull();
  });

  it('refuses more than is available, and a size the last does not have', () => {
    expect(scrapRefusal(sizes, [{ size: '38', quantity: 3 }])).toBe(M.scrapTooMany('38', 2));
    expect(scrapRefusal(sizes, [{ size: '39', quantity: 1 }])).toBe(M.sizeUnknown('39'));
  });
});
