import {
  atoms,
  SeasonMessages,
  SeasonReceipt,
  SeasonStatus,
  type SeasonStatusValue,
  seasonLifecycle,
} from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  useConfirmReceipt,
  useRemoveDelivery,
  useSeasonDeliveries,
  useSeasonOrder,
  useSeasonSizes,
  useSeasonVersions,
} from '../api/season';
import { EditSeasonDialog } from '../components/edit-season-dialog';
import { idFrom, SeasonHeader, SeasonNotFound } from '../components/season-header';
import { SeasonText as text } from '../texts';

const sizesText = (sizes: readonly { size: string; quantity: number }[]) =>
  sizes.map((s) => `${s.size}×${formatNumber(s.quantity)}`).join('  ');

/** seasonDetail 采购调料单: the order, its sizes, its deliveries (confirm receipt, undo) and its versions. */
export const SeasonDetailPage = () => {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const { data: order, isPending } = useSeasonOrder(id);
  const sizes = useSeasonSizes(id).data ?? [];
  const deliveries = useSeasonDeliveries(id).data ?? [];
  const versions = useSeasonVersions(id).data ?? [];
  const confirmReceipt = useConfirmReceipt();
  const removeDelivery = useRemoveDelivery();
  const [undo, setUndo] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  if (!id) return <p className="text-sm text-muted-foreground">{text.missing}</p>;
  // Not there (another supplier's order, a wrong id): a not-found screen, not a blank page.
  if (!order) return isPending ? null : <SeasonNotFound />;
  const status = order.status as SeasonStatusValue;

  return (
    <div className="grid gap-5">
      <SeasonHeader title={text.detail} order={order}>
        {seasonLifecycle.can('edit', status) && (
          <Permission atom={atoms.season.supplierEdit}>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {text.edit}
            </Button>
          </Permission>
        )}
      </SeasonHeader>
      <section className="grid gap-2" aria-label={text.sizes}>
        <h2 className="text-sm font-semibold">{text.sizes}</h2>
        <Table aria-label={text.sizes}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.size}</TableHead>
              <TableHead className="text-right">{text.quantity}</TableHead>
              <TableHead className="text-right">{text.delivered}</TableHead>
              <TableHead className="text-right">{text.remaining}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sizes.map((s) => (
              <TableRow key={s.size}>
                <TableCell>{s.size}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.deliveredQuantity)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatNumber(s.quantity - s.deliveredQuantity)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section className="grid gap-2" aria-label={text.deliveries}>
        <h2 className="text-sm font-semibold">{text.deliveries}</h2>
        {deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noDeliveries}</p>
        ) : (
          <Table aria-label={text.deliveries}>
            <TableHeader>
              <TableRow>
                <TableHead>{text.deliverDate}</TableHead>
                <TableHead>{text.orderType}</TableHead>
                <TableHead>{text.sizes}</TableHead>
                <TableHead className="text-right">{text.quantity}</TableHead>
                <TableHead>{text.logisticsNo}</TableHead>
                <TableHead>{text.receipt}</TableHead>
                <TableHead>{text.operator}</TableHead>
                <TableHead>{text.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.map((d) => (
                <TableRow key={d.id}>
                  <TableCell className="tabular-nums">{d.deliverDate}</TableCell>
                  <TableCell>{d.deliverType === 'product' ? '大货' : '样品'}</TableCell>
                  <TableCell className="whitespace-normal">{sizesText(d.sizes)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(d.quantity)}</TableCell>
                  <TableCell>{displayText(d.logisticsNo)}</TableCell>
                  <TableCell>{text.receiptText[d.receiptStatus]}</TableCell>
                  <TableCell>{d.operator}</TableCell>
                  <TableCell>
                    {d.receiptStatus === SeasonReceipt.waiting && (
                      <div className="flex gap-1">
                        <Permission atom={atoms.season.confirmReceipt}>
                          <Button
                            variant="link"
                            size="sm"
                            className="px-1"
                            aria-label={`${text.confirmReceipt} ${d.deliverDate} ${d.id}`}
                            onClick={() =>
                              confirmReceipt.mutate(d.id, { onSuccess: () => notify.success(SeasonMessages.confirmed) })
                            }
                          >
                            {text.confirmReceipt}
                          </Button>
                        </Permission>
                        {seasonLifecycle.can('deliver', status) && (
                          <Permission atom={atoms.season.deliver}>
                            <Button
                              variant="link"
                              size="sm"
                              className="px-1 text-destructive"
                              aria-label={`${text.removeDelivery} ${d.id}`}
                              onClick={() => setUndo(d.id)}
                            >
                              {text.removeDelivery}
                            </Button>
                          </Permission>
                        )}
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className="grid gap-2" aria-label={text.versions}>
        <h2 className="text-sm font-semibold">{text.versions}</h2>
        <Table aria-label={text.versions}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.version}</TableHead>
              <TableHead>{text.action}</TableHead>
              <TableHead>{text.status}</TableHead>
              <TableHead className="text-right">{text.quantity}</TableHead>
              <TableHead className="text-right">{text.delivered}</TableHead>
              <TableHead>{text.remark}</TableHead>
              <TableHead>{text.modifier}</TableHead>
              <TableHead>{text.modifyTime}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {versions.map((v, i) => {
              const before = versions[i - 1]?.snapshot;
              const changed = (k: 'quantity' | 'deliveredQuantity' | 'status') =>
                before && before[k] !== v.snapshot[k] ? 'font-semibold text-primary' : undefined;
              return (
                <TableRow key={v.version}>
                  <TableCell>{`V${v.version}`}</TableCell>
                  <TableCell>{v.action}</TableCell>
                  <TableCell className={changed('status')}>{SeasonStatus.text(v.snapshot.status)}</TableCell>
                  <TableCell className={`text-right tabular-nums ${changed('quantity') ?? ''}`}>
                    {formatNumber(v.snapshot.quantity)}
                  </TableCell>
                  <TableCell className={`text-right tabular-nums ${changed('deliveredQuantity') ?? ''}`}>
                    {formatNumber(v.snapshot.deliveredQuantity)}
                  </TableCell>
                  <TableCell>{displayText(v.remark)}</TableCell>
                  <TableCell>{v.modifier}</TableCell>
                  <TableCell className="tabular-nums">{v.modifyTime}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </section>
      <ConfirmDialog
        message={undo === null ? null : text.confirmRemoveDelivery}
        onCancel={() => setUndo(null)}
        onConfirm={() => {
          const target = undo;
          setUndo(null);
          if (target !== null) removeDelivery.mutate(target, { onSuccess: () => notify.success(SeasonMessages.saved) });
        }}
      />
      <EditSeasonDialog order={editing ? order : null} onClose={() => setEditing(false)} />
    </div>
  );
};
