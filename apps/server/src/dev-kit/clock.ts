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
    return this.at(RealDate.now());
  }

  /** The clock's time when the real time is `real`. */
  private at(real: number): number {
    return this.frozenAt ?? real + this.offsetMs;
  }

  get isSet(): boolean {
    return setClocks.has(this);
  }

  state(): ClockState {
    const set = this.isSet;
    const real = RealDate.now();
    const now = this.at(real);
    return {
      now: new RealDate(now).toISOString(),
      offsetMs: set ? now - real : 0,
      frozen: this.frozenAt !== null,
      set,
    };
  }

  /** Whether `at` (epoch ms) is within the range a clock may be set to when the real time is `real`. */
  static allows(at: number, real: number = RealDate.now()): boolean {
    return Number.isFinite(at) && Math.abs(at - real) <= clockRange.maxOffsetMs;
  }

  /**
   * Moves "now" to `at`; time goes on from there unless `frozen`. False, and nothing changed, outside `clockRange`.
   * The range and the offset are taken from one reading of the real time: judged against one reading and set against
   * a later one, `at` exactly 100 years away passed the check and then failed it (500 instead of 200 or 400).
   */
  set(at: number, frozen = false): boolean {
    return this.place(at, frozen, RealDate.now());
  }

  /** Moves "now" by `ms` (negative: back), frozen or not as it was unless told; false when that leaves `clockRange`. */
  advance(ms: number, frozen: boolean = this.frozenAt !== null): boolean {
    const real = RealDate.now();
    return this.place(this.at(real) + ms, frozen, real);
  }

  private place(at: number, frozen: boolean, real: number): boolean {
    if (!Clock.allows(at, real)) return false;
    this.offsetMs = at - real;
    this.frozenAt = frozen ? at : null;
    setClocks.add(this);
    globalThis.Date = ShiftedDate;
    return true;
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
