import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Building2, FileQuestion, Footprints, Hash, PackageOpen, Truck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NavIcon } from '@/components/layout/nav-icon';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { ProductLinks } from '@/navigation/route-table';
import { useSession } from '@/session/session';
import { useAccess, useNavEntries } from '@/session/use-access';
import { homeInfosQuery } from '../api/home-infos';
import { DashboardText } from '../texts';

type FigureKey = keyof typeof DashboardText.figures;

interface FigureSpec {
  key: FigureKey;
  icon: ReactNode;
  tone: string;
  /** Where the figure's records are listed, when such a page exists. */
  to?: string;
}

const figureSpecs: readonly FigureSpec[] = [
  {
    key: 'deliveryWarningCount',
    icon: <Truck aria-hidden />,
    tone: 'bg-amber-50 text-amber-700',
    to: ProductLinks.deliveryReminders,
  },
  {
    key: 'openPurchaseCount',
    icon: <PackageOpen aria-hidden />,
    tone: 'bg-brand-50 text-brand-700',
    to: ProductLinks.purchaseList,
  },
  {
    key: 'inquiryNoticeCount',
    icon: <FileQuestion aria-hidden />,
    tone: 'bg-accent text-accent-foreground',
    to: ProductLinks.inquiryNotices,
  },
  {
    key: 'borrowedShoeTreeCount',
    icon: <Footprints aria-hidden />,
    tone: 'bg-violet-50 text-violet-700',
    to: ProductLinks.shoeTrees,
  },
];

const text = DashboardText;

/** /dashboard, the home page: who is signed in and the supplier's figures from home/homeInfos. */
export const DashboardPage = () => {
  const { user } = useSession();
  const access = useAccess();
  const home = useQuery(homeInfosQuery());
  // Every page of the user's menu, with the section it sits in.
  const entries = useNavEntries().flatMap((entry) =>
    entry.kind === 'link'
      ? entry.key === 'home'
        ? []
        : [{ link: entry, section: '' }]
      : entry.children.map((link) => ({ link, section: entry.label })),
  );

  return (
    <div className="grid gap-5">
      <Card className="relative gap-4 overflow-hidden border-0 bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-6 text-white shadow-md sm:px-8">
        <div aria-hidden className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/8" />
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 size-64 rounded-full bg-white/6"
        />
        <h1 className="relative text-2xl font-semibold tracking-wide">
          {text.welcome}，{user?.personName}
        </h1>
        <dl className="relative flex flex-wrap gap-x-8 gap-y-2 text-sm text-white/85">
          <div className="flex items-center gap-2">
            <Building2 aria-hidden className="size-4 opacity-80" />
            <dt className="sr-only">{text.supplier}</dt>
            <dd data-testid="supplier-name" className="font-medium text-white">
              {user?.supplierName}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Hash aria-hidden className="size-4 opacity-80" />
            <dt>{text.supplierCode}</dt>
            <dd className="font-medium text-white">{user?.supplierCode}</dd>
          </div>
          <div className="flex items-center gap-2">
            <UserRound aria-hidden className="size-4 opacity-80" />
            <dt>{text.account}</dt>
            <dd className="font-medium text-white">{user?.loginAccount}</dd>
          </div>
        </dl>
      </Card>

      <section aria-labelledby="dashboard-overview" className="grid gap-3">
        <h2 id="dashboard-overview" className="text-base font-semibold text-brand-900">
          {text.overview}
        </h2>
        <div
          data-testid="home-figures"
          data-state={home.isSuccess ? 'ready' : home.isError ? 'error' : 'loading'}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {figureSpecs.map(({ key, icon, tone, to }) => {
            const figure = text.figures[key];
            const linked = to !== undefined && access.canOpen(to.split('?')[0] ?? to);
            return (
              <Card key={key} data-testid={`figure-${key}`} className="gap-3 px-5 py-5">
                <div className="flex items-center gap-3">
                  <span className={cn('flex size-10 items-center justify-center rounded-lg [&_svg]:size-5', tone)}>
                    {icon}
                  </span>
                  <h3 className="text-sm font-medium text-muted-foreground">{figure.label}</h3>
                </div>
                <p className="h-9 text-3xl leading-9 font-semibold tracking-tight text-foreground tabular-nums">
                  {home.isSuccess ? (
                    <span data-testid={`figure-${key}-value`}>{formatNumber(home.data[key])}</span>
                  ) : home.isError ? (
                    AppText.format.empty
                  ) : (
                    <span
                      aria-hidden
                      className="inline-block h-7 w-16 animate-pulse rounded-md bg-muted align-middle"
                    />
                  )}
                </p>
                <div className="flex min-h-5 items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="truncate">{figure.hint}</span>
                  {linked && (
                    <Link
                      to={to}
                      className="inline-flex shrink-0 items-center gap-0.5 font-medium text-primary hover:underline"
                      aria-label={`${text.view}${figure.label}`}
                    >
                      {text.view}
                      <ArrowRight aria-hidden className="size-3.5" />
                    </Link>
                  )}
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      {entries.length > 0 && (
        <section aria-labelledby="dashboard-entries" className="grid gap-3">
          <h2 id="dashboard-entries" className="text-base font-semibold text-brand-900">
            {text.quickEntries}
          </h2>
          <Card className="px-3 py-3">
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
              {entries.map(({ link, section }) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="group flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-brand-700 transition-colors group-hover:bg-white [&_svg]:size-[18px]">
                      <NavIcon name={link.icon} />
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-foreground">{link.label}</span>
                      <span className="block h-4 truncate text-xs leading-4 text-muted-foreground">{section}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}
    </div>
  );
};
