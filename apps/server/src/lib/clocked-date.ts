/**
 * A `Date` constructor whose "now" is `now()`: `new Date()`, `Date()` and `Date.now()` read it; every other form and
 * every instance are the real constructor's (`instanceof Date` holds, `Date.UTC` and `Date.parse` are the real
 * ones). A proxy of the real constructor, so it stays callable and constructible at once, as `Date` is.
 */
export const clockedDate = (now: () => number, RealDate: DateConstructor): DateConstructor =>
  new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
