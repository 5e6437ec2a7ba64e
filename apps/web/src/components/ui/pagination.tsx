import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { type PaginationPart, pageLimit, paginationLayout } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { useIsPhone } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { scrollToTop } from '@/navigation/scroll-to';

/** How many page buttons the pager shows at most, ellipses included (element-ui's default). */
export const pagerCount = 7;

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pager's buttons: all pages when they fit, otherwise first, last, a window around the current
 * page and an ellipsis on each cut side. `pagerItems(10, 5)` → [1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 10].
 */
export const pagerItems = (pageCount: number, current: number, count = pagerCount): PagerItem[] => {
  if (pageCount <= 0) return [];
  if (pageCount <= count) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = Math.floor((count - 1) / 2);
  const showPrevMore = current > count - half;
  const showNextMore = current < pageCount - half;
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let p = pageCount - (count - 2); p < pageCount; p++) middle.push(p);
  } else if (!showPrevMore && showNextMore) {
    for (let p = 2; p < count; p++) middle.push(p);
  } else {
    const offset = Math.floor(count / 2) - 1;
    for (let p = current - offset; p <= current + offset; p++) middle.push(p);
  }
  return [
    1,
    ...(showPrevMore ? ['prev-more' as const] : []),
    ...middle,
    ...(showNextMore ? ['next-more' as const] : []),
    pageCount,
  ];
};

export interface PaginationProps {
  total: number;
  page: number;
  limit?: number;
  onPageChange: (page: number) => void;
  layout?: readonly PaginationPart[];
  /** Scroll the page to the top (800 ms) after a change, like the original lists. */
  autoScroll?: boolean;
  /** Total, prev, "page / pages", next instead of the page buttons; by default under 640 px wide. */
  compact?: boolean;
  className?: string;
}

const pagerButton =
  'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md px-2 text-sm tabular-nums transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:text-inherit [&_svg]:size-4';

/**
 * The one pager every list uses: total, prev, pager, next (spec 000 §9). On a phone the page buttons
 * give way to "page / pages", so the pager stays on one line.
 */
export const Pagination = ({
  total,
  page,
  limit = pageLimit,
  onPageChange,
  layout = paginationLayout,
  autoScroll = true,
  compact: compactProp,
  className,
}: PaginationProps) => {
  // On a phone the pager is compact: total, prev, "page / pages", next, on one line.
  const narrow = useIsPhone();
  const compact = compactProp ?? narrow;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (next: number) => {
    const target = Math.min(Math.max(1, next), pageCount);
    if (target === current) return;
    onPageChange(target);
    if (autoScroll) void scrollToTop();
  };
  const jump = Math.max(1, pagerCount - 2);

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => (
      <span key="total" className="mr-2 text-sm text-muted-foreground">
        {AppText.pagination.total(total)}
      </span>
    ),
    prev: () => (
      <button
        key="prev"
        type="button"
        className={pagerButton}
        disabled={current <= 1}
        aria-label={AppText.pagination.prev}
        onClick={() => go(current - 1)}
      >
        <ChevronLeft aria-hidden />
      </button>
    ),
    pager: () =>
      compact ? (
        <span key="pager" data-testid="pager-position" className="min-w-14 px-1 text-center text-sm tabular-nums">
          <span className="font-medium text-foreground">{current}</span>
          <span className="text-muted-foreground"> / {pageCount}</span>
        </span>
      ) : (
        <span key="pager" className="flex items-center gap-1">
          {pagerItems(pageCount, current).map((item) =>
            typeof item === 'number' ? (
              <button
                key={item}
                type="button"
                className={cn(
                  pagerButton,
                  item === current && 'bg-primary font-medium text-primary-foreground hover:text-primary-foreground',
                )}
                aria-label={AppText.pagination.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            ) : (
              <button
                key={item}
                type="button"
                className={pagerButton}
                aria-label={item === 'prev-more' ? AppText.pagination.morePrev : AppText.pagination.moreNext}
                onClick={() => go(item === 'prev-more' ? current - jump : current + jump)}
              >
                <Ellipsis aria-hidden />
              </button>
            ),
          )}
        </span>
      ),
    next: () => (
      <button
        key="next"
        type="button"
        className={pagerButton}
        disabled={current >= pageCount}
        aria-label={AppText.pagination.next}
        onClick={() => go(current + 1)}
      >
        <ChevronRight aria-hidden />
      </button>
    ),
  };

  return (
    <nav
      aria-label={AppText.pagination.label}
      className={cn('flex items-center justify-end gap-1', !compact && 'flex-wrap', className)}
    >
      {layout.map((part) => parts[part]())}
    </nav>
  );
};
