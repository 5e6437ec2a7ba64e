import {
  api,
  atoms,
  mergeShipmentRefusal,
  type PurchaseStatusValue,
  purchaseCloseInput,
  purchaseLifecycle,
} from '@portal/contract';
import { BellRing, Merge } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ExportButton, ListView, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { routeUrl } from '@/navigation/route-table';
import { useClosePurchase, useFactoryOptions } from '../api/purchase';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { PlanDialog } from '../components/plan-dialog';
import { type PurchaseRow, purchaseColumns, purchaseSearchFields } from '../components/purchase-columns';
import { PurchaseText as text } from '../texts';

const shipUrl = (id: number) => `${routeUrl('shipmentSingle')}?id=${id}`;

/** The buttons of one row: what the order's status allows and the user's atoms open. */
const RowActions = ({
  row,
  onDetail,
  onPlan,
  onClose,
}: {
  row: PurchaseRow;
  onDetail: () => void;
  onPlan: () => void;
  onClose: () => void;
}) => {
  const status = row.status as PurchaseStatusValue;
  const label = (action: string) => `${action} ${row.purchaseNo}`;
  return (
    <div className="flex gap-1">
      <Permission atom={atoms.purchase.detail}>
        <Button variant="link" size="sm" className="px-1.5" aria-label={label(text.detail)} onClick={onDetail}>
          {text.detail}
        </Button>
      </Permission>
      {purchaseLifecycle.can('plan', status) && (
        <Permission atom={atoms.purchase.plan}>
          <Button variant="link" size="sm" className="px-1.5" aria-label={label(text.plan)} onClick={onPlan}>
            {text.plan}
          </Button>
        </Permission>
      )}
      {purchaseLifecycle.can('ship', status) && (
        <Permission atom={atoms.purchase.ship}>
          <Button asChild variant="link" size="sm" className="px-1.5">
            <Link to={shipUrl(row.id)} aria-label={label(text.ship)}>
              {text.ship}
            </Link>
          </Button>
        </Permission>
      )}
      {purchaseLifecycle.can('close', status) && (
        <Permission atom={atoms.purchase.close}>
          <Button
            variant="link"
            size="sm"
            className="px-1.5 text-destructive"
            aria-label={label(text.close)}
            onClick={onClose}
          >
            {text.close}
          </Button>
        </Permission>
      )}
    </div>
  );
};

/**
 * purchase 采购单: the supplier's purchase orders; with pageCode=todo (the bell's 交付提醒) only the orders due
 * or overdue. A row opens its detail, its delivery plan, its shipment page or the close dialog; chosen rows of
 * one factory are shipped together (合并发货).
 */
export const PurchasePage = () => {
  const list = usePagedList(api.purchase.list);
  const factories = useFactoryOptions();
  const navigate = useNavigate();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [closeIds, setCloseIds] = useState<number[] | null>(null);
  const close = useClosePurchase();
  const todo = list.filters.pageCode === 'todo';
  const columns = purchaseColumns(
    (row) => setDetailId(row.id),
    (row) => (
      <RowActions
        row={row}
        onDetail={() => setDetailId(row.id)}
        onPlan={() => setPlanId(row.id)}
        onClose={() => setCloseIds([row.id])}
      />
    ),
  );

  return (
    <>
      {todo && (
        <div
          role="note"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          <BellRing aria-hidden className="size-4" />
          <strong>{text.todoTitle}</strong>
          <span>{text.todoNote}</span>
          <Link
            to={routeUrl('purchase')}
            className="ml-auto font-medium text-primary underline-offset-4 hover:underline"
          >
            {text.showAll}
          </Link>
        </div>
      )}
      <ListView
        list={list}
        label={todo ? text.todoTitle : text.table}
        fields={purchaseSearchFields(factories)}
        columns={columns}
        rowKey={(o) => o.id}
        selectable
        actions={(selection) => (
          <>
            <Permission atom={atoms.purchase.mergeShipment}>
              <Button
                variant="outline"
                onClick={() => {
                  const chosen = selection.rows;
                  const refused = chosen.length < 2 ? text.mergeHint : mergeShipmentRefusal(chosen);
                  if (refused) notify.warning(refused);
                  else navigate(`${routeUrl('shipmentMerge')}?ids=${chosen.map((o) => o.id).join(',')}`);
                }}
              >
                <Merge aria-hidden />
                {text.merge}
              </Button>
            </Permission>
            <Permission atom={atoms.purchase.list}>
              <ExportButton call={api.purchase.export} filters={list.filters} ids={selection.ids} />
            </Permission>
          </>
        )}
      />
      <OrderDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        onPlan={(id) => {
          setDetailId(null);
          setPlanId(id);
        }}
        onCloseOrder={(id) => {
          setDetailId(null);
          setCloseIds([id]);
        }}
      />
      <PlanDialog id={planId} onClose={() => setPlanId(null)} />
      <ReasonDialog
        ids={closeIds}
        schema={purchaseCloseInput}
        texts={text.closeOrderDialog}
        onSubmit={close.mutateAsync}
        onClose={() => setCloseIds(null)}
        testId="close-dialog"
      />
    </>
  );
};
