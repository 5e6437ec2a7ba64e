import { api } from '../../catalogue';
import { type CaseReader, formTable } from '../../rule-cases';
import {
  type DeliverableSize,
  leftToDeliver,
  SeasonMessages as M,
  type SeasonDeliveryInput,
  SeasonStatus,
  seasonDeliveryForm,
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
      body: { pageNum: 1, pageSize: 50, status, orderType: 'product' } as never,
    });
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const sizes = await reader.ok(api.season.sizeList, { params: { id: row.id } as never });
      const j = sizes.findIndex((s) => leftToDeliver(s) >= 2);
      if (j >= 0) return { id: row.id, sizes, j };
    }
  }
  throw new Error('no accepted product order with something left to deliver');
};

const chinaDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
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
    accepts('1 of a size'),
  ],
);

export const seasonFormTables = [delivery] as const;
