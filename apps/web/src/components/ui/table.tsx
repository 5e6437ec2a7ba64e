import { type ComponentProps, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

interface ScrollEdges {
  /** Content is hidden on the left (scrolled away from the start). */
  start: boolean;
  /** Content is hidden on the right. */
  end: boolean;
}

/** Whether a horizontal scroller has content hidden on either side, kept up to date on scroll and resize. */
const useScrollEdges = (ref: RefObject<HTMLElement | null>) => {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // One pixel of slack: zoomed layouts leave fractions.
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref, update]);
  return { edges, update };
};

const edgeFade =
  'pointer-events-none absolute inset-y-0 z-20 w-6 from-foreground/20 to-transparent opacity-0 transition-opacity duration-200 data-[shown]:opacity-100';

export interface TableProps extends ComponentProps<'table'> {
  /** Width in px of the columns pinned on the left (sticky): the left fade starts after them. */
  pinnedStart?: number;
  /**
   * The last column is pinned on the right (the row actions) where the table is wide enough for it
   * (`pinnedEndCell`): there its own edge shadow replaces the right fade.
   */
  pinnedEnd?: boolean;
}

/**
 * Where a table pins its last column on the right: from 672 px of table width. A narrower one (a phone) scrolls
 * it like any other column, so the pinned column never takes most of the screen. While columns are hidden under it,
 * its edge is a line and a shadow (inset, so the layout does not move), so a header cut at the edge reads as passing
 * under the column rather than as a broken word.
 */
export const pinnedEndCell =
  '@2xl/table:sticky @2xl/table:right-0 @2xl/table:z-10 group-data-[scroll-end]/table:@2xl/table:shadow-[inset_1px_0_0_var(--color-border),-10px_0_12px_-8px_rgb(15_23_42/0.3)]';

/**
 * A table in a horizontal scroller: a table wider than its card scrolls instead of the page, and a
 * shadow on each side that has hidden content shows that it does (data-scroll-start / -end on the
 * container say the same to styles and tests).
 */
export const Table = ({ className, pinnedStart = 0, pinnedEnd = false, ...props }: TableProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const { edges, update } = useScrollEdges(scroller);
  return (
    <div
      data-slot="table-container"
      data-scroll-start={edges.start || undefined}
      data-scroll-end={edges.end || undefined}
      className="group/table @container/table relative w-full"
    >
      <div ref={scroller} data-slot="table-scroller" onScroll={update} className="@container w-full overflow-x-auto">
        <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
      <div
        aria-hidden
        data-shown={edges.start || undefined}
        style={{ left: pinnedStart }}
        className={cn(edgeFade, 'bg-gradient-to-r')}
      />
      <div
        aria-hidden
        data-shown={edges.end || undefined}
        className={cn(edgeFade, 'right-0 bg-gradient-to-l', pinnedEnd && '@2xl/table:hidden')}
      />
    </div>
  );
};

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />
);

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
);

export const TableFooter = ({ className, ...props }: ComponentProps<'tfoot'>) => (
  <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium', className)} {...props} />
);

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr
    data-slot="table-row"
    className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted', className)}
    {...props}
  />
);

export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    data-slot="table-head"
    className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
    {...props}
  />
);

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />
);

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
);
