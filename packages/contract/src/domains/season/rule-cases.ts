import { api } from '../../catalogue';
import { type CaseReader, casePage, chinaDay, firstRow, formTable, reasonTable, remarkCases } from '../../rule-cases';
import { dayMessage } from '../../schemas';
import {
  type DeliverableSize,
  deliveryIssues,
  leftToDeliver,
  SeasonMessages as M,
  type SeasonDeliveryInput,
  type SeasonEditForm,
  SeasonLimits,
  SeasonStatus,
  seasonCloseInput,
  seasonDeliveryForm,
  seasonEditForm,
} from './rules';

/**
 * The season forms' rule cases (大货交付): the delivery form's values, the schema its resolver judges them with, and
 * what it sends. The agreement test runs them against the form's schema and the stub's handler.
 */

type DeliveryContext = { id: number; sizes: DeliverableSize[]; j: number };

/** The demo supplier's first accepted product order with a size that has at least 2 left to deliver. */
const deliverableOrder = async (reader: CaseReader): Promise<DeliveryContext> => {
  for (const status of [SeasonStatus.accepted, SeasonStatus.delivering]) {
    const { data: rows } = await reader.ok(api.season.list, {
      body: { ...casePage, status, orderType: 'product' },
    });
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const sizes = await reader.ok(api.season.sizeList, { params: { id: row.id } });
      const j = sizes.findIndex((s) => leftToDeliver(s) >= 2);
      if (j >= 0) return { id: row.id, sizes, j };
    }
  }
  throw new Error('no accepted product order with something left to deliver');
};

const withQuantity = (v: SeasonDeliveryInput, j: number, quantity: number): SeasonDeliveryInput => ({
  ...v,
  sizes: v.sizes.map((s, k) => (k === j ? { ...s, quantity } : s)),
});

export const delivery = formTable<SeasonDeliveryInput, DeliveryContext>(
  {
    id: 'season.delivery',
    title: '大货交付',
    form: 'features/season/routes/season-single-page.tsx',
    rule: seasonDeliveryForm,
    handlerRules: [deliveryIssues],
    call: api.season.operateAdd,
    prepare: deliverableOrder,
    // Every size at 0, as the form opens, and 1 of the first size with 2 left.
    valid: (x) =>
      withQuantity(
        {
          seasonId: x.id,
          deliverDate: chinaDay(),
          logisticsNo: '',
          remark: '',
          sizes: x.sizes.map((s) => ({ size: s.size, quantity: 0 })),
        },
        x.j,
        1,
      ),
    schema: (x) => seasonDeliveryForm(x.sizes),
    // The form leaves out the sizes of 0 (the rule ignores them).
    input: (v) => ({ body: { ...v, sizes: v.sizes.filter((s) => s.quantity !== 0) } }),
  },
  ({ refuses, accepts }) => [
    refuses(
      'more than is left of a size: at the size, naming it and what is left',
      (v, x) => withQuantity(v, x.j, leftToDeliver(x.sizes[x.j]!) + 1),
      (x) => `sizes.${x.j}.quantity`,
      (x) => M.deliverExceedsSize(x.sizes[x.j]!.size, leftToDeliver(x.sizes[x.j]!)),
    ),
    refuses('nothing to deliver', (v, x) => withQuantity(v, x.j, 0), 'sizes', M.deliverEmpty),
    refuses('no delivery date', (v) => ({ ...v, deliverDate: '' }), 'deliverDate', M.dateRequired),
    refuses(
      'a logistics number over 50 characters',
      (v) => ({ ...v, logisticsNo: 'S'.repeat(SeasonLimits.logisticsNo + 1) }),
      'logisticsNo',
      M.logisticsNoMax,
    ),
    refuses(
      'a remark over 500 characters',
      (v) => ({ ...v, remark: '备'.repeat(SeasonLimits.remark + 1) }),
      'remark',
      M.remarkMax,
    ),
    accepts('1 of a size'),
  ],
);

/** The demo supplier's first order still to accept (the delivery works on accepted ones). */
const orderToAccept = (reader: CaseReader) =>
  firstRow(reader, api.season.list, { status: SeasonStatus.toAccept }, 'season order to accept');

export const edit = formTable<SeasonEditForm, { id: number }>(
  {
    id: 'season.edit',
    title: '编辑调料单',
    form: 'features/season/components/edit-season-dialog.tsx',
    rule: seasonEditForm,
    call: api.season.saveOrUpdateSeason,
    prepare: orderToAccept,
    valid: () => ({ deliveryDate: chinaDay(30), remark: '按新版本交付' }),
    // An empty date keeps the stored one: the dialog leaves it out.
    input: (v, x) => ({ body: { id: x.id, deliveryDate: v.deliveryDate || undefined, remark: v.remark } }),
  },
  (c) => [
    c.refuses('a day that does not exist', (v) => ({ ...v, deliveryDate: '2026-02-30' }), 'deliveryDate', dayMessage),
    c.accepts('no delivery date (the stored one stays)', (v) => ({ ...v, deliveryDate: '' })),
    ...remarkCases(c, SeasonLimits.remark, M.remarkMax),
    c.accepts('no remark', (v) => ({ ...v, remark: '' })),
    c.accepts('a delivery date and a remark'),
  ],
);

/** 关闭调料单: the reason dialog on the list's orders (after the edit: the same order, closed by the last case). */
export const close = reasonTable({
  id: 'season.close',
  title: '关闭调料单',
  form: 'features/season/routes/shoe-season-page.tsx',
  rule: seasonCloseInput,
  call: api.season.closeOperate,
  prepare: orderToAccept,
  required: M.closeReasonRequired,
  max: SeasonLimits.closeReason,
  tooLong: M.closeReasonMax,
});

export const seasonFormTables = [delivery, edit, close] as const;
