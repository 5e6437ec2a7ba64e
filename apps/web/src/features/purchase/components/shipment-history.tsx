import { atoms, type PurchaseOrderDetail, type Shipment } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { purchaseDetailQuery, useSendNotice } from '../api/purchase';
import { PurchaseText as text } from '../texts';

/**
 * An order's shipments (发货记录), newest first: number, date, line, sizes, quantity, carrier, waybill, merge number,
 * operator, and an action per shipment when given. The detail dialog and the shipment page show the same table.
 */
export const ShipmentTable = ({
  order,
  label,
  action,
}: {
  order: PurchaseOrderDetail;
  label: string;
  action?: (shipment: Shipment) => ReactNode;
}) =>
  order.shipments.length === 0 ? (
    <p className="text-sm text-muted-foreground">{text.noShipments}</p>
  ) : (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{text.shipmentNo}</TableHead>
          <TableHead>{text.shipDate}</TableHead>
          <TableHead>{text.lineNo}</TableHead>
          <TableHead>{text.sizes}</TableHead>
          <TableHead className="text-right">{text.shipQuantity}</TableHead>
          <TableHead>{text.logisticsCompany}</TableHead>
          <TableHead>{text.logisticsNo}</TableHead>
          <TableHead>{text.mergeNo}</TableHead>
          <TableHead>{text.operator}</TableHead>
          {action && <TableHead>{text.actions}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.shipments.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{s.shipmentNo}</TableCell>
            <TableCell className="tabular-nums">{s.shipDate}</TableCell>
            <TableCell>{order.details.find((l) => l.id === s.detailId)?.lineNo}</TableCell>
            <TableCell className="whitespace-normal">{sizesText(s.sizes)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(s.quantity)}</TableCell>
            <TableCell>{displayText(s.logisticsCompany)}</TableCell>
            <TableCell>{displayText(s.logisticsNo)}</TableCell>
            <TableCell>{displayText(s.mergeNo)}</TableCell>
            <TableCell>{s.operator}</TableCell>
            {action && <TableCell>{action(s)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

/** The sizes of a plan or shipment: 36×10  37×20. */
export const sizesText = (sizes: readonly { size: string; quantity: number }[]) =>
  sizes.map((s) => `${s.size}×${formatNumber(s.quantity)}`).join('  ');

/** The order's shipments, newest first, each with a 发送发货通知 (asked first; the stub's outbox) until it is sent. */
export const ShipmentHistory = ({ id }: { id: number }) => {
  const { data: o } = useQuery(purchaseDetailQuery(id));
  const send = useSendNotice();
  const [asked, setAsked] = useState<number | null>(null);
  if (!o) return null;
  return (
    <section aria-label={`${text.shipments} ${o.purchaseNo}`} className="grid gap-2">
      <h3 className="text-sm font-semibold">{`${text.shipments} ${o.purchaseNo}`}</h3>
      <ShipmentTable
        order={o}
        label={`${text.shipments} ${o.purchaseNo}`}
        action={(sh) =>
          sh.noticeSent ? (
            <span className="text-xs text-muted-foreground">{text.noticeSent}</span>
          ) : (
            <Permission atom={atoms.purchase.ship}>
              <Button
                variant="link"
                size="sm"
                className="px-0"
                aria-label={`${text.sendNotice} ${sh.shipmentNo}`}
                onClick={() => setAsked(sh.id)}
              >
                {text.sendNotice}
              </Button>
            </Permission>
          )
        }
      />
      <ConfirmDialog
        message={asked === null ? null : text.confirmNotice}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) send.mutate([asked], { onSuccess: () => notify.success(text.noticeDone) });
          setAsked(null);
        }}
        testId="notice-confirm"
      />
    </section>
  );
};
