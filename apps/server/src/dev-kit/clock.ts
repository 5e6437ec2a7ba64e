/**
 * The stub's settable "now" (docs/dev-kit.md "Time"). Setting the clock replaces the process's global `Date` with
 * one whose `new Date()` and `Date.now()` are shifted (or frozen); every handler, cache and expiry that reads the
 * time follows it without knowing. Dates built from a value (`new Date(iso)`) are untouched. Resetting the clock
 * puts the real `Date` back.
 */
const RealDate = Date;

export interface ClockState {
  /** The stub's current time, ISO. */
  now: string;
  /** Milliseconds the stub's time is ahead of (positive) or behind the real time; 0 when not set. */
  offsetMs: number;
  /** The stub's time stands still at `now`. */
  frozen: boolean;
  /** The clock is set (the real `Date` is replaced). */
  set: boolean;
}

let offsetMs = 0;
let frozenAt: number | null = null;

const current = (): number => frozenAt ?? RealDate.now() + offsetMs;

/** A `Date` whose argument-less forms read the stub's clock; instances are real dates. */
const ShiftedDate = function (this: unknown, ...args: unknown[]) {
  if (!new.target) return new RealDate(current()).toString();
  if (args.length === 0) return new RealDate(current());
  return new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
} as unknown as DateConstructor;
Object.setPrototypeOf(ShiftedDate, RealDate);
Object.defineProperty(ShiftedDate, 'prototype', { value: RealDate.prototype });
Object.defineProperty(ShiftedDate, 'now', { value: current });

export const clock = {
  state(): ClockState {
    const set = globalThis.Date === ShiftedDate;
    return {
      now: new RealDate(current()).toISOString(),
      offsetMs: set ? current() - RealDate.now() : 0,
      frozen: frozenAt !== null,
      set,
    };
  },
  /** Moves "now" to `at`; time goes on from there unless `frozen`. */
  set(at: Date, frozen = false) {
    offsetMs = at.getTime() - RealDate.now();
    frozenAt = frozen ? at.getTime() : null;
    globalThis.Date = ShiftedDate;
  },
  /** Moves "now" by `ms` (negative: back). */
  advance(ms: number) {
    const at = current() + ms;
    this.set(new RealDate(at), frozenAt !== null);
  },
  reset() {
    offsetMs = 0;
    frozenAt = null;
    globalThis.Date = RealDate;
  },
};
