import { chinaDay } from '@portal/contract';
import { formatDateTime } from '../lib/format';

/**
 * Days as the portal and the backend speak of them: `YYYY-MM-DD` in China time (UTC+8, no daylight saving). The
 * contract refuses a day that is not on the calendar with the field's message (`day`, `dayFilter` in
 * packages/contract/src/schemas.ts), so these only ever see real days.
 */
const dayMs = 86_400_000;

/** The instant a China day begins. */
export const chinaDayStart = (day: string): Date => new Date(`${day.slice(0, 10)}T00:00:00+08:00`);

/**
 * A filter's day range on a date column, inclusive of both days: from the start of `from` to before the start of the
 * day after `to`. Undefined when neither is given (an empty text is none).
 */
export const chinaDayRange = (from?: string, to?: string): { gte?: Date; lt?: Date } | undefined =>
  from || to
    ? {
        ...(from && { gte: chinaDayStart(from) }),
        ...(to && { lt: new Date(chinaDayStart(to).getTime() + dayMs) }),
      }
    : undefined;

/** The China day an instant falls on, `YYYY-MM-DD`; null for none. */
export const chinaDayText = (date: Date | null): string | null => formatDateTime(date)?.slice(0, 10) ?? null;

/** Today in China (by the stub's clock), `YYYY-MM-DD`: the contract's `chinaDay`, which the forms use too. */
export const chinaToday = (): string => chinaDay();
