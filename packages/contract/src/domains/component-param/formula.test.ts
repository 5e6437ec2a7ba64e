import { describe, expect, it } from 'vitest';
import { evaluateFormula, formulaProblem } from './formula';
import { ComponentParamMessages as M } from './rules';

const sole = { length: 0.3, width: 0.1, unitPrice: 200, loss: 0.05 };

describe('cost formulas (jsep, never eval)', () => {
  it('computes over the set’s variables, to four decimals', () => {
    expect(evaluateFormula('length * width * unitPrice * (1 + loss)', sole)).toEqual({ ok: true, value: 6.3 });
    expect(evaluateFormula('round(length / 3, 2) + max(1, loss) - -2 % 3', sole)).toEqual({ ok: true, value: 3.1 });
  });

  it.each([
    ['length * height', `${M.unknownVariable}：height`],
    ['length / (loss - loss)', M.divideByZero],
    ['length % 0', M.divideByZero],
    ['alert(1)', `${M.formulaFunction}：alert`],
    ['length.constructor', M.formulaSyntax],
    ['"a" + length', `${M.formulaSyntax}："a"`],
    ['length ** 2', `${M.formulaOperator}：**`],
    ['length > 1', `${M.formulaOperator}：>`],
    ['', M.formulaRequired],
  ])('refuses %s with a clear message', (formula, message) => {
    expect(evaluateFormula(formula, sole)).toEqual({ ok: false, message });
  });

  it('names a syntax error and every unknown variable; inherited names are not variables', () => {
    expect(formulaProblem('length *', ['length'])).toBe(`${M.formulaSyntax}：第9个字符`);
    expect(formulaProblem('a + b + a + constructor', ['a'])).toBe(`${M.unknownVariable}：b、constructor`);
    expect(evaluateFormula('toString', {})).toEqual({ ok: false, message: `${M.unknownVariable}：toString` });
  });
});
