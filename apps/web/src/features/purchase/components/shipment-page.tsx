import { atoms } from '@portal/contract';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { RecordNotFound } from '@/components/ui/record-not-found';
import { routeByName, routeByPath, routeUrl } from '@/navigation/route-table';
import { shipmentPageQuery } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { ShipmentForm } from './shipment-form';
import { ShipmentHistory } from './shipment-history';
import { ShipmentLines } from './shipment-lines';

/**
 * 调料单交付页面 for one order (shipmentSingle) or several (shipmentMerge): each order's lines with their controls
 * (material, sub-code, price, sole, close), one form for what remains per size, then each order's shipment history.
 */
export const ShipmentPage = ({ ids, title }: { ids: number[]; title?: (orders: number) => string }) => {
  const route = routeByPath(useLocation().pathname);
  const pages = useQueries({ queries: ids.map((id) => shipmentPageQuery(id)) });
  const orders = pages.flatMap((p) => (p.data ? [p.data] : []));
  const ready = ids.length > 0 && orders.length === ids.length;
  // An order that is not there (another supplier's, a wrong id): a not-found screen, not a blank page.
  const failed = pages.some((p) => p.isError);
  // The form is remade when what remains changes (a shipment, a closed line), so its inputs match the lines.
  const version = orders.map((o) => `${o.purchase.id}:${o.purchase.remainingQuantity}`).join('|');
  return (
    <Permission atom={atoms.purchase.ship} redirect>
      <PageHeader section={route?.section.title} title={title && ids.length ? title(ids.length) : (route?.title ?? '')}>
        <Button asChild variant="outline">
          <Link to={routeUrl('purchase')}>
            <ArrowLeft aria-hidden />
            {text.back}
          </Link>
        </Button>
      </PageHeader>
      {ids.length === 0 && <p className="text-sm text-muted-foreground">{text.missingOrder}</p>}
      {failed && <RecordNotFound what="采购单" list={routeByName('purchase').title} to={routeUrl('purchase')} />}
      {ready && (
        <div className="grid gap-6">
          {orders.map((o) => (
            <ShipmentLines key={o.purchase.id} order={o} />
          ))}
          <ShipmentForm key={version} orders={orders} />
          {ids.map((id) => (
            <ShipmentHistory key={id} id={id} />
          ))}
        </div>
      )}
    </Permission>
  );
};

/** The ids a shipment page was opened with: ?id=1 or ?ids=1,2. */
export const idsFrom = (search: URLSearchParams) =>
  [...(search.get('ids') ?? '').split(','), search.get('id') ?? '']
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
