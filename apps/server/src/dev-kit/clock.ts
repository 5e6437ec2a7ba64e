import { AsyncLocalStorage } from 'node:async_hooks';
import { clockedDate } from '../lib/clocked-date';

/**
 * The stub's settable "now" (docs/dev-kit.md "Time"), one clock per database: the main one's and each scenario's.
 * While any clock is set, the process's global `Date` is replaced by one whose `new Date()` and `Date.now()` read the
 * clock of the request at hand (`clockScope`: a scenario's request runs inside its clock, every other code reads the
 * main clock), shifted or frozen; every handler, cache and expiry that reads the time follows it without knowing.
 * Dates built from a value (`new Date(iso)`) are untouched. Once no clock is set, the real `Date` is put back.
 */
const RealDate = Date;

export interface ClockState {
  /** The clock's current time, ISO. */
  now: string;
  /** Milliseconds the clock is ahead of (positive) or behind the real time; 0 when not set. */
  offsetMs: number;
  /** The clock's time stands still at `now`. */
  frozen: boolean;
  /** The clock is set. */
  set: boolean;
}

/**
 * How far a clock may be set from the real time: ±100 years. Beyond it dates stop being dates (`advanceMs: 9e15`
 * gave `Invalid Date`, and every login and save failed until the clock was deleted); within it every date the
 * contract carries stays a valid one.
 */
export const clockRange = { maxOffsetMs: 100 * 365.25 * 86_400_000 };
export const clockRangeMessage = 'the clock may be set at most 100 years from the real time';

/** The clocks that are set: the real `Date` is replaced while there is one. */
const setClocks = new Set<Clock>();

export class Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  /** The clock's time in epoch ms. */
  now(): number {
    return this.frozenAt ?? RealDate.now() + this.offsetMs;
  }

  get isSet(): boolean {
    return setClocks.has(this);
  }

  state(): ClockState {
    const set = this.isSet;
    return {
      now: new RealDate(this.now()).toISOString(),
      offsetMs: set ? this.now() - RealDate.now() : 0,
      frozen: this.frozenAt !== null,
      set,
    };
  }

  /** Whether `at` (epoch ms) is within the range a clock may be set to. */
  static allows(at: number): boolean {
    return Number.isFinite(at) && Math.abs(at - RealDate.now()) <= clockRange.maxOffsetMs;
  }

  /** Moves "now" to `at`; time goes on from there unless `frozen`. Throws outside `clockRange`. */
  set(at: number, frozen = false) {
    if (!Clock.allows(at)) throw new RangeError(clockRangeMessage);
    this.offsetMs = at - RealDate.now();
    this.frozenAt = frozen ? at : null;
    setClocks.add(this);
    globalThis.Date = ShiftedDate;
  }

  /** Moves "now" by `ms` (negative: back). Throws when that leaves `clockRange`. */
  advance(ms: number) {
    this.set(this.now() + ms, this.frozenAt !== null);
  }

  /** Back to the real time. */
  reset() {
    this.offsetMs = 0;
    this.frozenAt = null;
    setClocks.delete(this);
    if (setClocks.size === 0) globalThis.Date = RealDate;
  }
}

/** The stub's main clock: what every request without a scenario, and every background task of the main database, reads. */
export const mainClock = new Clock();

/** The clock of the request at hand (a scenario's request runs inside `clockScope.run(itsClock, …)`). */
export const clockScope = new AsyncLocalStorage<Clock>();

const current = (): number => (clockScope.getStore() ?? mainClock).now();

/** A `Date` whose argument-less forms read the request's clock; instances are real dates. */
const ShiftedDate = clockedDate(current, RealDate);

/** The real time, whatever clock is set (fault durations, scenario idle times). */
export const realNow = () => RealDate.now();
