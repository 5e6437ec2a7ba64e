import { atoms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { purchaseDetailQuery, useSendNotice } from '../api/purchase';
import { PurchaseText as text } from '../texts';

/** The order's shipments, newest first, each with a 发送发货通知 (the stub's outbox) until it is sent. */
export const ShipmentHistory = ({ id }: { id: number }) => {
  const { data: o } = useQuery(purchaseDetailQuery(id));
  const send = useSendNotice();
  if (!o) return null;
  return (
    <section aria-label={`${text.shipments} ${o.purchaseNo}`} className="grid gap-2">
      <h3 className="text-sm font-semibold">{`${text.shipments} ${o.purchaseNo}`}</h3>
      {o.shipments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noShipments}</p>
      ) : (
        <Table aria-label={`${text.shipments} ${o.purchaseNo}`}>
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
              <TableHead>{text.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {o.shipments.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.shipmentNo}</TableCell>
                <TableCell className="tabular-nums">{s.shipDate}</TableCell>
                <TableCell>{o.details.find((l) => l.id === s.detailId)?.lineNo}</TableCell>
                <TableCell className="whitespace-normal">
                  {s.sizes.map((x) => `${x.size}×${formatNumber(x.quantity)}`).join('  ')}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.quantity)}</TableCell>
                <TableCell>{displayText(s.logisticsCompany)}</TableCell>
                <TableCell>{displayText(s.logisticsNo)}</TableCell>
                <TableCell>{displayText(s.mergeNo)}</TableCell>
                <TableCell>{s.operator}</TableCell>
                <TableCell>
                  {s.noticeSent ? (
                    <span className="text-xs text-muted-foreground">{text.noticeSent}</span>
                  ) : (
                    <Permission atom={atoms.purchase.ship}>
                      <Button
                        variant="link"
                        size="sm"
                        className="px-0"
                        aria-label={`${text.sendNotice} ${s.shipmentNo}`}
                        onClick={() => send.mutate([s.id], { onSuccess: () => notify.success(text.noticeDone) })}
                      >
                        {text.sendNotice}
                      </Button>
                    </Permission>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
