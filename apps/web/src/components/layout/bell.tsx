import { useQuery } from '@tanstack/react-query';
import { Bell as BellIcon, FileQuestion, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bellNoticesQuery, warningCountQuery } from '@/api/shell';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { ProductLinks } from '@/navigation/route-table';
import { useAccess } from '@/session/use-access';
import { topBarIconButton } from './top-bar-styles';

/** 100 → '99+' (spec 000 §9: bell badge maximum 99). */
export const badgeText = (count: number, max: number = AppText.bell.badgeMax): string =>
  count > max ? `${max}+` : String(count);

// The counts decorate every page: a failure stays quiet (silent) instead of toasting on each visit.
const useBellCounts = () => {
  const warning = useQuery({ ...warningCountQuery(), staleTime: 60_000 });
  const notices = useQuery({ ...bellNoticesQuery(), staleTime: 60_000 });
  return {
    delivery: warning.data ?? 0,
    inquiry: notices.data?.length ?? 0,
    refetch: () => {
      void warning.refetch();
      void notices.refetch();
    },
  };
};

/**
 * The bell (spec 000 §2): 交付提醒(n) from the delivery-warning count, linking to the purchase list's
 * reminders, and 询价通知(n) only when there are notices to quote, linking to the inquiry list.
 */
export const Bell = () => {
  const { delivery, inquiry, refetch } = useBellCounts();
  const access = useAccess();
  const total = delivery + inquiry;

  const item = (label: string, to: string, icon: ReactNode, testId: string) => {
    const canOpen = access.canOpen(to.split('?')[0] ?? to);
    return (
      <DropdownMenuItem asChild={canOpen} disabled={!canOpen} className="gap-2.5 px-3 py-2" data-testid={testId}>
        {canOpen ? (
          <Link to={to}>
            {icon}
            {label}
          </Link>
        ) : (
          <span>
            {icon}
            {label}
          </span>
        )}
      </DropdownMenuItem>
    );
  };

  return (
    <DropdownMenu onOpenChange={(open) => open && refetch()}>
      {/* Named by its content: 消息提醒 (for screen readers) and the badge's number, so the name holds what is seen. */}
      <DropdownMenuTrigger className={cn(topBarIconButton, 'relative')}>
        <span className="sr-only">{AppText.bell.label} </span>
        <BellIcon aria-hidden />
        {total > 0 && (
          <span
            data-testid="bell-badge"
            className="absolute -top-0.5 left-[calc(50%+2px)] flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-brand-900"
          >
            {badgeText(total)}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48 py-1.5">
        <DropdownMenuLabel>{AppText.bell.label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {item(
          AppText.bell.deliveryReminder(delivery),
          ProductLinks.deliveryReminders,
          <Truck aria-hidden className="text-warning" />,
          'bell-delivery',
        )}
        {inquiry > 0 &&
          item(
            AppText.bell.inquiryNotice(inquiry),
            ProductLinks.inquiryNotices,
            <FileQuestion aria-hidden className="text-primary" />,
            'bell-inquiry',
          )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
