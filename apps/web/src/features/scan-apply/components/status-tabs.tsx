import { type ScanApplyFilters, ScanApplyStatus, type ScanApplyStatusValue } from '@portal/contract';
import { cn } from '@/lib/utils';
import { useStatusCounts } from '../api/scan-apply';
import { ScanApplyText as T } from '../texts';

/** 全部 and one tab per status, each with its getListSize count under the other filters. */
export const StatusTabs = ({
  filters,
  onChange,
}: {
  filters: ScanApplyFilters;
  onChange: (status: ScanApplyStatusValue | undefined) => void;
}) => {
  const { status, ...others } = filters;
  const counts = useStatusCounts(others);
  const tabs = [undefined, ...ScanApplyStatus.values];
  return (
    <nav aria-label={T.statusTabs} className="flex flex-wrap rounded-md border bg-card p-0.5">
      {tabs.map((s, i) => {
        const current = s === status;
        const count = counts[i]?.data;
        return (
          <button
            key={s ?? 'all'}
            type="button"
            aria-current={current ? 'page' : undefined}
            onClick={() => onChange(s)}
            className={cn(
              'rounded px-3 py-1.5 text-sm whitespace-nowrap transition-colors',
              current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
            )}
          >
            {s === undefined ? T.all : ScanApplyStatus.texts[s]}
            <span className="ml-1 tabular-nums" data-testid={`scan-tab-count-${s ?? 'all'}`}>
              ({count ?? '…'})
            </span>
          </button>
        );
      })}
    </nav>
  );
};
