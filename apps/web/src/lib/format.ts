import { Paging } from '@portal/contract';
import dayjs from 'dayjs';
import { AppText } from './texts';

/**
 * Display helpers every screen uses (spec 000 §9). Empty values show '--'; nothing here throws on
 * odd input, because a list cell must never break a page.
 */
export const emptyText = AppText.format.empty;

/** The select-all option of search forms: 全部 with an empty value. */
export const allOption = { label: AppText.format.all, value: '' } as const;

export const dateTimeFormat = 'YYYY-MM-DD HH:mm';

/** Default number of characters `ellipsis` keeps. */
export const ellipsisLength = 10;

/** Paging (spec 000 §9): layout total, prev, pager, next; limit 10, alternate 12. */
export const paginationLayout = ['total', 'prev', 'pager', 'next'] as const;
export type PaginationPart = (typeof paginationLayout)[number];
export const pageLimit = Paging.limit;
export const alternatePageLimit = Paging.alternateLimit;

/** Scroll-to-top animation after a page change (spec 000 §9). */
export const scrollToTopMs = 800;

const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A value or '--' when empty. */
export const displayText = (value: unknown): string => (isBlank(value) ? emptyText : String(value));

/** 'YYYY-MM-DD HH:mm' from a date, timestamp or date text; '--' when empty or not a date. */
export const formatDateTime = (value: Date | string | number | null | undefined, format = dateTimeFormat): string => {
  if (isBlank(value)) return emptyText;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : emptyText;
};

/** Cuts binary floating error: 0.1 + 0.2 → 0.3 (12 significant digits). */
export const stripFloat = (value: number): number => Number.parseFloat(value.toPrecision(12));

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 1234567.891 → '1,234,567.891'. Floating error is cut first; numeric text is accepted;
 * anything else (empty, NaN, text) shows '--'.
 */
export const formatNumber = (value: number | string | null | undefined): string => {
  if (isBlank(value)) return emptyText;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return emptyText;
  const text = String(stripFloat(number));
  // Exponent notation (very large or tiny numbers) is left as JavaScript prints it.
  if (/e/i.test(text)) return text;
  const [whole = '', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = groupThousands(whole.replace('-', ''));
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
};

/** Keeps the first `length` characters (default 10) and marks the cut with '...'. */
export const ellipsis = (value: string | null | undefined, length = ellipsisLength): string => {
  if (isBlank(value)) return emptyText;
  const chars = Array.from(value);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : value;
};
