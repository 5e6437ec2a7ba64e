import { atoms, PurchaseLineStatus, purchaseCloseInput } from '@portal/contract';
import { useState } from 'react';
import { Permission } from '@/components/permission';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import type { AtomRequirement } from '@/session/permission';
import { useCloseLines } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { MaterialDialog } from './material-dialog';
import { PriceDialog } from './price-dialog';
import type { ShipmentOrder } from './shipment-form';
import { SoleDialog } from './sole-dialog';

type Tool = 'material' | 'subCode' | 'price' | 'sole' | 'close';

/**
 * The lines of an order on 调料单交付页面, each with its material, sub-code, price, sole and status, and the line
 * controls: 选择材料, 材料子编码, 价格信息, 大底匹配 and 关闭明细 (each behind its atom; only an open line changes).
 */
export const ShipmentLines = ({ order }: { order: ShipmentOrder }) => {
  const [open, setOpen] = useState<{ tool: Tool; id: number } | null>(null);
  const closeLines = useCloseLines();
  const lineOf = (tool: Tool) => (open?.tool === tool ? (order.details.find((l) => l.id === open.id) ?? null) : null);
  const done = () => setOpen(null);
  const no = order.purchase.purchaseNo;
  return (
    <section aria-label={text.lineTable(no)} className="grid gap-2">
      <h3 className="text-sm font-semibold">{text.lineTable(no)}</h3>
      <Table aria-label={text.lineTable(no)}>
        <TableHeader>
          <TableRow>
            <TableHead>{text.lineNo}</TableHead>
            <TableHead>{text.material}</TableHead>
            <TableHead>{text.subCode}</TableHead>
            <TableHead>{text.color}</TableHead>
            <TableHead>{text.width}</TableHead>
            <TableHead>{text.thickness}</TableHead>
            <TableHead className="text-right">{text.remaining}</TableHead>
            <TableHead className="text-right">{text.price}</TableHead>
            <TableHead>{text.sole}</TableHead>
            <TableHead className="text-right">{text.soleCost}</TableHead>
            <TableHead>{text.status}</TableHead>
            <TableHead>{text.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.details.map((l) => {
            const isOpen = l.status === PurchaseLineStatus.open;
            const tool = (name: Tool, label: string, atom: AtomRequirement) =>
              isOpen && (
                <Permission atom={atom}>
                  <Button
                    variant="link"
                    size="sm"
                    className="px-1"
                    aria-label={`${label} ${no}-${l.lineNo}`}
                    onClick={() => setOpen({ tool: name, id: l.id })}
                  >
                    {label}
                  </Button>
                </Permission>
              );
            return (
              <TableRow key={l.id} data-testid={`line-${no}-${l.lineNo}`}>
                <TableCell>{l.lineNo}</TableCell>
                <TableCell className="whitespace-normal">{`${l.materialCode} ${l.materialName}`}</TableCell>
                <TableCell>{displayText(l.materialSubCode)}</TableCell>
                <TableCell>{displayText(l.colorName)}</TableCell>
                <TableCell>{displayText(l.width)}</TableCell>
                <TableCell>{displayText(l.thickness)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(l.remainingQuantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(l.price)}</TableCell>
                <TableCell>{displayText(l.soleCode)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(l.soleCost)}</TableCell>
                <TableCell className="whitespace-normal">
                  {l.statusName}
                  {l.closeReason && <span className="block text-xs text-muted-foreground">{l.closeReason}</span>}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-x-1">
                    {tool('material', text.chooseMaterial, atoms.purchase.chooseMaterial)}
                    {tool('subCode', text.subCode, atoms.purchase.chooseMaterial)}
                    {tool('price', text.priceInfo, atoms.purchase.ship)}
                    {tool('sole', text.matchSole, atoms.purchase.chooseMaterial)}
                    {tool('close', text.closeLine, atoms.purchase.close)}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <MaterialDialog
        line={lineOf('material') ?? lineOf('subCode')}
        mode={open?.tool === 'subCode' ? 'subCode' : 'material'}
        onClose={done}
      />
      <PriceDialog line={lineOf('price')} onClose={done} />
      <SoleDialog line={lineOf('sole')} onClose={done} />
      <ReasonDialog
        ids={open?.tool === 'close' ? [open.id] : null}
        schema={purchaseCloseInput}
        texts={text.closeLineDialog}
        onSubmit={closeLines.mutateAsync}
        onClose={done}
        testId="close-line-dialog"
      />
    </section>
  );
};
