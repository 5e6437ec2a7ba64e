import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { PriceKind } from '../api/price';
import { PriceText as T } from '../texts';

export const priceKinds: PriceKind[] = ['material', 'color', 'line', 'effect'];

/** The four price lists of 材料价格, one `?tab=` each (a tab starts with no filters). */
export const PriceTabs = ({ current }: { current: PriceKind }) => (
  <nav aria-label="价格类型" className="flex rounded-md border bg-card p-0.5">
    {priceKinds.map((kind) => (
      <Link
        key={kind}
        to={kind === 'material' ? '?' : `?tab=${kind}`}
        aria-current={kind === current ? 'page' : undefined}
        className={cn(
          'rounded px-3 py-1.5 text-sm whitespace-nowrap transition-colors',
          kind === current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
        )}
      >
        {T.tabs[kind]}
      </Link>
    ))}
  </nav>
);
