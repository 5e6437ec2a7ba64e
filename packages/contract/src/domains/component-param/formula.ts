import jsep from 'jsep';
import type { z } from 'zod';
import { unstated } from '../../schemas';
import { ComponentParamMessages as M } from './rules';

/**
 * Cost formulas (组件计算公式) are data, e.g. `length * width * unitPrice * (1 + loss)`. They are parsed by jsep
 * into a syntax tree and evaluated here over numbers only: literals, the parameter set's variables, + - * / %,
 * unary minus, parentheses and a few functions. Nothing is ever run as code (no eval, no Function), and any other
 * node (member access, strings, calls of other names…) is refused with a message.
 */
const functions: Record<string, (...args: number[]) => number> = {
  min: Math.min,
  max: Math.max,
  abs: Math.abs,
  ceil: Math.ceil,
  floor: Math.floor,
  round: (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits,
};
const formulaFunctions = Object.keys(functions);

export type FormulaResult = { ok: true; value: number } | { ok: false; message: string };

class FormulaError extends Error {}

const parse = (formula: string): jsep.Expression => {
  try {
    return jsep(formula);
  } catch (error) {
    // jsep's own message is English; the user reads where the formula goes wrong (its index counts from 0).
    const index = (error as { index?: unknown }).index;
    throw new FormulaError(typeof index === 'number' ? `${M.formulaSyntax}：第${index + 1}个字符` : M.formulaSyntax);
  }
};

/** The variables a formula names, in order of first use (a syntax error throws FormulaError). */
const walkNames = (node: jsep.Expression, names: string[]): void => {
  switch (node.type) {
    case 'Literal':
      if (typeof (node as jsep.Literal).value !== 'number')
        throw new FormulaError(`${M.formulaSyntax}：${String((node as jsep.Literal).raw)}`);
      return;
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!names.includes(name)) names.push(name);
      return;
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      if (!['+', '-', '*', '/', '%'].includes(b.operator))
        throw new FormulaError(`${M.formulaOperator}：${b.operator}`);
      walkNames(b.left, names);
      walkNames(b.right, names);
      return;
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      if (!['-', '+'].includes(u.operator)) throw new FormulaError(`${M.formulaOperator}：${u.operator}`);
      walkNames(u.argument, names);
      return;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      const callee = c.callee.type === 'Identifier' ? (c.callee as jsep.Identifier).name : '';
      if (!Object.hasOwn(functions, callee)) throw new FormulaError(`${M.formulaFunction}：${callee || '?'}`);
      for (const arg of c.arguments) walkNames(arg, names);
      return;
    }
    default:
      throw new FormulaError(M.formulaSyntax);
  }
};

const evaluate = (node: jsep.Expression, values: Readonly<Record<string, number>>): number => {
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value as number;
    case 'Identifier':
      return values[(node as jsep.Identifier).name] as number;
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const v = evaluate(u.argument, values);
      return u.operator === '-' ? -v : v;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      const fn = functions[(c.callee as jsep.Identifier).name] as (...args: number[]) => number;
      return fn(...c.arguments.map((a) => evaluate(a, values)));
    }
    default: {
      const b = node as jsep.BinaryExpression;
      const left = evaluate(b.left, values);
      const right = evaluate(b.right, values);
      if ((b.operator === '/' || b.operator === '%') && right === 0) throw new FormulaError(M.divideByZero);
      if (b.operator === '+') return left + right;
      if (b.operator === '-') return left - right;
      if (b.operator === '*') return left * right;
      if (b.operator === '/') return left / right;
      return left % right;
    }
  }
};

/** The message of the first thing wrong with a formula over these variable names, or null. */
export const formulaProblem = (formula: string, variables: readonly string[]): string | null => {
  if (!formula.trim()) return M.formulaRequired;
  try {
    const names: string[] = [];
    walkNames(parse(formula), names);
    const unknown = names.filter((n) => !variables.includes(n));
    return unknown.length ? `${M.unknownVariable}：${unknown.join('、')}` : null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    throw error;
  }
};

/** Evaluates a formula over the values; the result is rounded to 4 decimals. */
export const evaluateFormula = (formula: string, values: Readonly<Record<string, number>>): FormulaResult => {
  const problem = formulaProblem(formula, Object.keys(values));
  if (problem) return { ok: false, message: problem };
  try {
    const value = evaluate(parse(formula), values);
    if (!Number.isFinite(value)) return { ok: false, message: M.notFinite };
    return { ok: true, value: Math.round(value * 10000) / 10000 };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
};

/**
 * The rules across fields of a parameter set: variable names are unique, and the formula computes over the values
 * (no unknown name, no division by zero). Added to the form's schema and to the add and update bodies.
 */
export const withParamChecks = <T extends z.ZodType<{ formula: string; values: { name: string; value: number }[] }>>(
  schema: T,
) =>
  schema
    .superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.values.forEach((v, i) => {
        if (seen.has(v.name))
          ctx.addIssue({ code: 'custom', path: ['values', i, 'name'], message: M.variableDuplicate });
        seen.add(v.name);
      });
      const result = evaluateFormula(form.formula, Object.fromEntries(form.values.map((v) => [v.name, v.value])));
      if (!result.ok) ctx.addIssue({ code: 'custom', path: ['formula'], message: result.message });
    })
    .meta(
      unstated(
        { rule: 'the names of values differ', messages: [M.variableDuplicate] },
        {
          rule: `formula is an expression over the names of values: numbers, + - * / %, parentheses, ${formulaFunctions.join(' ')}; no division by zero, a finite result`,
          messages: [
            M.formulaSyntax,
            M.formulaOperator,
            M.formulaFunction,
            M.unknownVariable,
            M.divideByZero,
            M.notFinite,
          ],
        },
      ),
    );
