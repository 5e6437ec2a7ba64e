import { type SeasonOrder, SeasonOrderTypeText } from '@portal/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { RecordNotFound } from '@/components/ui/record-not-found';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { routeByName, routeByPath, routeUrl } from '@/navigation/route-table';
import { SeasonText as text } from '../texts';
import { SeasonStatusBadge } from './season-status';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm">{children}</dd>
  </div>
);

/** The title, and every field of the order. */
export const SeasonHeader = ({
  title,
  order,
  children,
}: {
  title: string;
  order: SeasonOrder;
  children?: ReactNode;
}) => {
  const route = routeByPath(useLocation().pathname);
  return (
    <>
      {/* The section as the first crumb, like every page; the top bar's 返回 is the way back (no second one here). */}
      <PageHeader section={route?.section.title} title={`${title} ${order.seasonNo}`}>
        {children}
      </PageHeader>
      <Card className="p-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
          <Field label={text.status}>
            <SeasonStatusBadge status={order.status} />
          </Field>
          <Field label={text.seasonCode}>{order.seasonCode}</Field>
          <Field label={text.orderType}>{SeasonOrderTypeText[order.orderType]}</Field>
          <Field label={text.materialCode}>{order.materialCode}</Field>
          <Field label={text.materialName}>{order.materialName}</Field>
          <Field label={text.color}>{displayText(order.colorName)}</Field>
          <Field label={text.factory}>{displayText(order.shoeFactoryName)}</Field>
          <Field label={text.shoeTree}>{displayText(order.shoeTreeCode)}</Field>
          <Field label={text.quantity}>{`${formatNumber(order.quantity)} ${order.unit}`}</Field>
          <Field label={text.delivered}>
            <span data-testid="season-delivered">{formatNumber(order.deliveredQuantity)}</span>
          </Field>
          <Field label={text.remaining}>{formatNumber(order.remainingQuantity)}</Field>
          <Field label={text.deliveryDate}>{displayText(order.deliveryDate)}</Field>
          <Field label={text.version}>{`V${order.version}`}</Field>
          <Field label={text.createTime}>{formatDateTime(order.createTime)}</Field>
          <Field label={text.remark}>{displayText(order.remark)}</Field>
          {order.closeReason && <Field label={text.closeReason}>{order.closeReason}</Field>}
        </dl>
      </Card>
    </>
  );
};

/** ?id= of the detail and delivery screens. */
export const idFrom = (search: URLSearchParams) => {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** An order that is not there (another supplier's, a wrong id): the page's title, then the not-found screen. */
export const SeasonNotFound = () => {
  const route = routeByPath(useLocation().pathname);
  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''} />
      <RecordNotFound what="调料单" list={routeByName('shoeSeason').title} to={routeUrl('shoeSeason')} />
    </>
  );
};
