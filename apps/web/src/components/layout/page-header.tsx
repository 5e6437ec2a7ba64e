import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The section the page belongs to, shown as the first crumb. */
  section?: string;
  title: string;
  /** Actions on the right (buttons). */
  children?: ReactNode;
}

/**
 * The title row every page starts with: one height, one spacing, so pages line up. The actions wrap onto more lines
 * rather than making the page wider than a phone's screen.
 */
export const PageHeader = ({ section, title, children }: PageHeaderProps) => (
  <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
    <div className="min-w-0">
      {section && (
        <p className="flex items-center gap-1 text-xs leading-5 text-muted-foreground">
          {section}
          <ChevronRight aria-hidden className="size-3" />
          <span className="text-foreground/80">{title}</span>
        </p>
      )}
      <h1 className="truncate text-lg leading-7 font-semibold text-brand-900">{title}</h1>
    </div>
    {children && <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">{children}</div>}
  </div>
);
