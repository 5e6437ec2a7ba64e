import { api, atoms, type PurchaseStatusValue, purchaseLifecycle } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExportButton } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { routeUrl } from '@/navigation/route-table';
import { purchaseDetailQuery } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { PurchaseStatusBadge } from './purchase-columns';
import { ShipmentTable, sizesText } from './shipment-history';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-0.5">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm">{children}</dd>
  </div>
);

/** 采购单详情: every field of the order, its lines with sizes, its plans and its shipments. */
export const OrderDetailDialog = ({
  id,
  onClose,
  onPlan,
  onCloseOrder,
}: {
  id: number | null;
  onClose: () => void;
  onPlan: (id: number) => void;
  onCloseOrder: (id: number) => void;
}) => {
  const { data: o } = useQuery({ ...purchaseDetailQuery(id ?? 0), enabled: id !== null });
  const status = o?.status as PurchaseStatusValue;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-5xl" data-testid="purchase-detail">
        <DialogHeading
          titleClassName="flex items-center gap-3"
          title={
            <>
              {o?.purchaseNo ?? text.orderInfo}
              {o && <PurchaseStatusBadge status={o.status} />}
            </>
          }
          description={text.orderInfo}
        />
        {o && (
          <div className="grid gap-5">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
              <Field label={text.factory}>{displayText(o.shoeFactoryName)}</Field>
              <Field label={text.season}>{displayText(o.seasonCode)}</Field>
              <Field label={text.materialCode}>{o.materialCode}</Field>
              <Field label={text.materialName}>{o.materialName}</Field>
              <Field label={text.quantity}>{`${formatNumber(o.quantity)} ${o.unit}`}</Field>
              <Field label={text.shipped}>{formatNumber(o.shippedQuantity)}</Field>
              <Field label={text.remaining}>
                <span data-testid="detail-remaining">{formatNumber(o.remainingQuantity)}</span>
              </Field>
              <Field label={text.deliveryDate}>{formatDateTime(o.deliveryDate, 'YYYY-MM-DD')}</Field>
              <Field label={text.dueDate}>{displayText(o.dueDate)}</Field>
              <Field label={text.createTime}>{formatDateTime(o.createTime)}</Field>
              {o.closeReason && <Field label={text.closeReason}>{o.closeReason}</Field>}
              {o.closeTime && <Field label={text.closeTime}>{formatDateTime(o.closeTime)}</Field>}
            </dl>
            <div className="flex flex-wrap gap-2">
              {purchaseLifecycle.can('plan', status) && (
                <Permission atom={atoms.purchase.plan}>
                  <Button onClick={() => onPlan(o.id)}>{text.plan}</Button>
                </Permission>
              )}
              {purchaseLifecycle.can('ship', status) && (
                <Permission atom={atoms.purchase.ship}>
                  <Button asChild variant="outline">
                    <Link to={`${routeUrl('shipmentSingle')}?id=${o.id}`}>{text.ship}</Link>
                  </Button>
                </Permission>
              )}
              {purchaseLifecycle.can('close', status) && (
                <Permission atom={atoms.purchase.close}>
                  <Button variant="outline" onClick={() => onCloseOrder(o.id)}>
                    {text.close}
                  </Button>
                </Permission>
              )}
              <Permission atom={atoms.purchase.list}>
                <ExportButton call={api.purchase.detailsExport} filters={{ purchaseId: o.id }} />
              </Permission>
            </div>
            <section aria-label={text.lines} className="grid gap-2">
              <h3 className="text-sm font-semibold">{text.lines}</h3>
              <Table aria-label={text.lines}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{text.lineNo}</TableHead>
                    <TableHead>{text.subCode}</TableHead>
                    <TableHead>{text.color}</TableHead>
                    <TableHead>{text.width}</TableHead>
                    <TableHead>{text.sizes}</TableHead>
                    <TableHead className="text-right">{text.quantity}</TableHead>
                    <TableHead className="text-right">{text.shipped}</TableHead>
                    <TableHead className="text-right">{text.remaining}</TableHead>
                    <TableHead className="text-right">{text.price}</TableHead>
                    <TableHead>{text.status}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {o.details.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>{l.lineNo}</TableCell>
                      <TableCell>{displayText(l.materialSubCode)}</TableCell>
                      <TableCell>{displayText(l.colorName)}</TableCell>
                      <TableCell>{displayText(l.width)}</TableCell>
                      <TableCell className="max-w-72 whitespace-normal">{sizesText(l.sizes)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(l.quantity)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(l.shippedQuantity)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(l.remainingQuantity)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(l.price)}</TableCell>
                      <TableCell>{l.statusName}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
            <section aria-label={text.plans} className="grid gap-2">
              <h3 className="text-sm font-semibold">{text.plans}</h3>
              {o.plans.length === 0 ? (
                <p className="text-sm text-muted-foreground">{text.noPlans}</p>
              ) : (
                <Table aria-label={text.plans}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{text.planDate}</TableHead>
                      <TableHead>{text.lineNo}</TableHead>
                      <TableHead>{text.sizes}</TableHead>
                      <TableHead className="text-right">{text.planQuantity}</TableHead>
                      <TableHead>{text.remark}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {o.plans.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell className="tabular-nums">{p.planDate}</TableCell>
                        <TableCell>{o.details.find((l) => l.id === p.detailId)?.lineNo}</TableCell>
                        <TableCell className="whitespace-normal">{sizesText(p.sizes)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(p.planQuantity)}</TableCell>
                        <TableCell>{displayText(p.remark)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
            <section aria-label={text.shipments} className="grid gap-2">
              <h3 className="text-sm font-semibold">{text.shipments}</h3>
              <ShipmentTable order={o} label={text.shipments} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
