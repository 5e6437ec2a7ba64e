import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import type { NavEntry } from '@/navigation/menu';
import { badgeOf, MenuBadge, useMenuBadges } from './menu-badges';
import { NavIcon } from './nav-icon';

export interface NavMenuProps {
  entries: readonly NavEntry[];
  active: ReadonlySet<string>;
}

const itemClass = (active: boolean) =>
  cn(
    'relative inline-flex h-full cursor-pointer items-center gap-1.5 px-3.5 text-sm whitespace-nowrap transition-colors outline-none',
    'text-slate-600 hover:text-primary focus-visible:bg-brand-50 data-[state=open]:text-primary',
    // The active bar sits on the bottom edge; it is always there (transparent) so nothing shifts.
    "after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent after:content-['']",
    active && 'font-medium text-primary after:bg-primary',
  );

/**
 * The horizontal menu of the top bar (spec 000 §2). Groups open on click as dropdowns, and only one
 * at a time: opening a group closes the one that was open.
 */
export const NavMenu = ({ entries, active }: NavMenuProps) => {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const badges = useMenuBadges();
  // Read by a closing menu: when it closes because another one opened, focus must stay in the new
  // one (returning it to the old trigger would count as a focus-outside and close the new menu).
  const openKeyRef = useRef(openKey);
  openKeyRef.current = openKey;

  return (
    <nav aria-label={AppText.layout.mainMenu} className="h-full">
      <ul className="flex h-full items-stretch">
        {entries.map((entry) => (
          <li key={entry.key} className="flex">
            {entry.kind === 'link' ? (
              <Link
                to={entry.to}
                className={itemClass(active.has(entry.key))}
                aria-current={active.has(entry.key) ? 'page' : undefined}
              >
                <NavIcon name={entry.icon} className="size-4 opacity-80" />
                {entry.label}
                <MenuBadge count={badgeOf(entry, badges)} />
              </Link>
            ) : (
              <DropdownMenu
                modal={false}
                open={openKey === entry.key}
                onOpenChange={(open) =>
                  setOpenKey((current) => (open ? entry.key : current === entry.key ? null : current))
                }
              >
                <DropdownMenuTrigger className={cn('group', itemClass(active.has(entry.key)))}>
                  <NavIcon name={entry.icon} className="size-4 opacity-80" />
                  {entry.label}
                  <MenuBadge count={badgeOf(entry, badges)} />
                  <ChevronDown
                    aria-hidden
                    className="size-3.5 opacity-60 transition-transform group-data-[state=open]:rotate-180"
                  />
                </DropdownMenuTrigger>
                <DropdownMenuContent
                  align="start"
                  sideOffset={0}
                  className="min-w-44 py-1.5"
                  onCloseAutoFocus={(event) => {
                    if (openKeyRef.current !== null && openKeyRef.current !== entry.key) event.preventDefault();
                  }}
                >
                  {entry.children.map((child) => (
                    <DropdownMenuItem
                      key={child.key}
                      asChild
                      className={cn(
                        'gap-2.5 px-3 py-2',
                        active.has(child.key) && 'bg-brand-50 font-medium text-primary',
                      )}
                    >
                      <Link to={child.to} aria-current={active.has(child.key) ? 'page' : undefined}>
                        <NavIcon name={child.icon} className="text-muted-foreground" />
                        {child.label}
                        <MenuBadge count={badgeOf(child, badges)} />
                      </Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
};
