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
import { useClosePurchase, useOrderFactoryOptions } from '../api/purchase';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { PlanDialog } from '../components/plan-dialog';
import { type PurchaseRow, purchaseColumns, purchaseSearchFields } from '../components/purchase-columns';
import { PurchaseText as text } from '../texts';

const shipUrl = (id: number) => `${routeUrl('shipmentSingle')}?id=${id}`;

/** The actions of one row: what the order's status allows and the user's atoms open. */
const can = (action: Parameters<typeof purchaseLifecycle.can>[0]) => (row: PurchaseRow) =>
  purchaseLifecycle.can(action, row.status as PurchaseStatusValue);
const label = (action: string) => (row: PurchaseRow) => `${action} ${row.purchaseNo}`;

/**
 * purchase 采购单: the supplier's purchase orders; with pageCode=todo (the bell's 交付提醒) only the orders due
 * or overdue. A row opens its detail, its delivery plan, its shipment page or the close dialog; chosen rows of
 * one factory are shipped together (合并发货).
 */
export const PurchasePage = () => {
  const list = usePagedList(api.purchase.list);
  const factories = useOrderFactoryOptions();
  const navigate = useNavigate();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [closeIds, setCloseIds] = useState<number[] | null>(null);
  const close = useClosePurchase();
  const todo = list.filters.pageCode === 'todo';
  const columns = purchaseColumns(
    (row) => setDetailId(row.id),
    [
      {
        label: text.detail,
        atom: atoms.purchase.detail,
        ariaLabel: label(text.detail),
        onClick: (r) => setDetailId(r.id),
      },
      {
        label: text.plan,
        atom: atoms.purchase.plan,
        when: can('plan'),
        ariaLabel: label(text.plan),
        onClick: (r) => setPlanId(r.id),
      },
      {
        label: text.ship,
        atom: atoms.purchase.ship,
        when: can('ship'),
        ariaLabel: label(text.ship),
        to: (r) => shipUrl(r.id),
      },
      {
        label: text.close,
        atom: atoms.purchase.close,
        when: can('close'),
        destructive: true,
        ariaLabel: label(text.close),
        onClick: (r) => setCloseIds([r.id]),
      },
    ],
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
