import type { PriceCard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { floatsOfCardQuery } from '../api/price';
import { PriceText as T } from '../texts';
import { Trail } from './history-dialog';
import { PriceStatusBadge } from './price-status';

type FloatKind = 'color' | 'line' | 'effect';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-2">
    <h3 className="text-sm font-semibold">{title}</h3>
    {children}
  </section>
);

/** One kind's prices under the card (its colour, line or effect prices). */
const FloatPrices = ({ kind, cardId }: { kind: FloatKind; cardId: number }) => {
  const { data } = useQuery(floatsOfCardQuery(kind, cardId));
  const rows = data?.data ?? [];
  return (
    <Section title={`${T.tabs[kind]}（${data?.count ?? 0}）`}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noPrices}</p>
      ) : (
        <Table aria-label={T.tabs[kind]}>
          <TableHeader>
            <TableRow>
              <TableHead>{T.codeLabel[kind]}</TableHead>
              <TableHead>{T.nameLabel[kind]}</TableHead>
              <TableHead className="text-right">{T.fields.floatingPrice}</TableHead>
              <TableHead>{T.fields.status}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-mono text-xs">{r.code}</TableCell>
                <TableCell>{r.name}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(r.floatingPrice)}</TableCell>
                <TableCell>
                  <PriceStatusBadge status={r.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
};

/** 明细价格: a card's fields, its width / thickness prices, its colour, line and effect prices, and its trail. */
export const CardDetailDialog = ({ card, onClose }: { card: PriceCard | null; onClose: () => void }) => (
  <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent data-testid="price-detail-dialog" className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
      <DialogHeading title={T.detailTitle} description="{card && `${card.materialCode} ${card.materialName}`}" />
      {card && (
        <div className="grid gap-5">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            {(
              [
                [T.fields.materialCode, card.materialCode],
                [T.fields.materialName, card.materialName],
                [T.fields.season, displayText(card.season)],
                [T.fields.unit, displayText(card.unit)],
                [T.fields.basePrice, `${formatNumber(card.basePrice)} ${card.currency}`],
                [T.fields.version, `V${card.version}`],
                [T.fields.status, <PriceStatusBadge key="status" status={card.status} />],
                [T.fields.auditRemark, displayText(card.auditRemark)],
                [T.fields.remark, displayText(card.remark)],
                [T.fields.modifier, card.modifier],
                [T.fields.modifyTime, formatDateTime(card.modifyTime)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <Section title={T.fields.rows}>
            {card.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{T.noPrices}</p>
            ) : (
              <Table aria-label={T.fields.rows}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{T.fields.thickness}</TableHead>
                    <TableHead className="text-right">{T.fields.thicknessPrice}</TableHead>
                    <TableHead>{T.fields.width}</TableHead>
                    <TableHead className="text-right">{T.fields.widthPrice}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {card.rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{displayText(r.thickness)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(r.thicknessPrice)}</TableCell>
                      <TableCell>{displayText(r.width)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(r.widthPrice)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
          {(['color', 'line', 'effect'] as const).map((kind) => (
            <FloatPrices key={kind} kind={kind} cardId={card.id} />
          ))}
          <Section title={T.history}>
            <Trail kind="material" id={card.id} />
          </Section>
        </div>
      )}
    </DialogContent>
  </Dialog>
);
