import { ChevronDown, Footprints, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import type { NavEntry, NavLink } from '@/navigation/menu';
import { NavIcon } from './nav-icon';

/** Spec 000 §9: the sidebar is 210 px wide. */
export const sidebarWidthPx = 210;

export interface MobileNavProps {
  entries: readonly NavEntry[];
  active: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const rowClass = (active: boolean) =>
  cn(
    'flex h-11 w-full cursor-pointer items-center gap-2.5 rounded-md px-3 text-left text-sm transition-colors outline-none',
    'text-slate-200 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/40',
    active && 'bg-white/12 font-medium text-white',
  );

/**
 * Mobile mode (under 992 px): the menu lives in a drawer that starts closed. Groups expand in place,
 * one at a time; choosing a page closes the drawer.
 */
export const MobileNav = ({ entries, active, open, onOpenChange }: MobileNavProps) => {
  const [expanded, setExpanded] = useState<string | null>(
    () => entries.find((e) => e.kind === 'group' && active.has(e.key))?.key ?? null,
  );
  const close = () => onOpenChange(false);

  const link = (item: NavLink, nested: boolean) => (
    <Link
      key={item.key}
      to={item.to}
      onClick={close}
      className={cn(rowClass(active.has(item.key)), nested && 'h-10 pl-9')}
      aria-current={active.has(item.key) ? 'page' : undefined}
    >
      {!nested && <NavIcon name={item.icon} className="size-4 shrink-0 opacity-80" />}
      <span className="truncate">{item.label}</span>
    </Link>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger
        aria-label={AppText.layout.openMenu}
        className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-white/90 transition-colors hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/50 focus-visible:outline-none"
      >
        <Menu aria-hidden className="size-5" />
      </SheetTrigger>
      <SheetContent
        closeLabel={AppText.layout.closeMenu}
        style={{ width: sidebarWidthPx }}
        className="bg-brand-900 text-white [&>button]:text-white"
      >
        <div className="flex h-14 shrink-0 items-center gap-2 border-b border-white/10 pr-10 pl-4">
          <Footprints aria-hidden className="size-5 text-teal-accent" />
          <SheetTitle className="truncate text-[13px] font-semibold">{AppText.platformTitle}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">{AppText.layout.mainMenu}</SheetDescription>
        <nav aria-label={AppText.layout.mainMenu} className="flex-1 overflow-y-auto p-2">
          <ul className="grid gap-0.5">
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.key}>{link(entry, false)}</li>
              ) : (
                <li key={entry.key}>
                  <button
                    type="button"
                    aria-expanded={expanded === entry.key}
                    className={rowClass(active.has(entry.key) && expanded !== entry.key)}
                    onClick={() => setExpanded((current) => (current === entry.key ? null : entry.key))}
                  >
                    <NavIcon name={entry.icon} className="size-4 shrink-0 opacity-80" />
                    <span className="flex-1 truncate">{entry.label}</span>
                    <ChevronDown
                      aria-hidden
                      className={cn(
                        'size-4 shrink-0 opacity-60 transition-transform',
                        expanded === entry.key && 'rotate-180',
                      )}
                    />
                  </button>
                  {expanded === entry.key && (
                    <ul className="mt-0.5 grid gap-0.5">
                      {entry.children.map((child) => (
                        <li key={child.key}>{link(child, true)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ),
            )}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
};
