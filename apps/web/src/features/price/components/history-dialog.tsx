import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { type PriceKind, priceHistoryQuery } from '../api/price';
import { PriceText as T } from '../texts';

export const Trail = ({ kind, id }: { kind: PriceKind; id: number }) => {
  const { data } = useQuery(priceHistoryQuery(kind, id));
  if (!data) return null;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{T.noHistory}</p>;
  return (
    <ol className="grid gap-2 border-l-2 border-border pl-4 text-sm" data-testid="price-history">
      {data.map((step) => (
        <li key={step.id}>
          <span className="font-medium">{step.node}</span>
          <span className="mx-2">{T.results[step.result]}</span>
          <span className="text-muted-foreground tabular-nums">
            {step.operator} · {formatDateTime(step.operateTime)}
          </span>
          {step.remark && <p className="text-muted-foreground">{step.remark}</p>}
        </li>
      ))}
    </ol>
  );
};

/** 审批记录 of a card or a colour / line / effect price, every version. */
export const HistoryDialog = ({
  target,
  onClose,
}: {
  target: { kind: PriceKind; id: number; title: string } | null;
  onClose: () => void;
}) => (
  <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-lg">
      <DialogHeading title={T.history} description={target?.title} />
      {target && <Trail kind={target.kind} id={target.id} />}
    </DialogContent>
  </Dialog>
);
