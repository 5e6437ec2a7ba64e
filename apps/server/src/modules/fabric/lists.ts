import { api, grainSchema } from '@portal/contract';
import { implement } from '../../binder';
import { formatDateTime, pageArgs } from '../../lib/format';
import { fabricEffectsOrder, fabricEffectsWhere, fabricLinesOrder, fabricLinesWhere } from './queries';

const effectFields = { id: true, effectName: true, effectPrice: true, sort: true, divisionId: true } as const;

/**
 * The supplier's 面料纹路管理 and 特殊效果管理 lists: paged, with the filters (and order) their exports
 * use, so an export writes exactly the rows the list shows across its pages.
 */
export const fabricListHandlers = [
  implement(api.grain.list, async ({ body, db, auth }) => {
    const where = fabricLinesWhere(auth.supplierCode, body);
    const [count, rows] = await Promise.all([
      db.fabricLine.count({ where }),
      db.fabricLine.findMany({ where, orderBy: fabricLinesOrder, ...pageArgs(body) }),
    ]);
    // The schema keeps the grain's fields and checks its '0'/'1' flags.
    const data = rows.map((r) => grainSchema.parse({ ...r, availableEndDate: formatDateTime(r.availableEndDate) }));
    return { count, data };
  }),

  implement(api.effect.list, async ({ body, db, auth }) => {
    const where = fabricEffectsWhere(auth.supplierCode, body);
    const [count, data] = await Promise.all([
      db.fabricEffect.count({ where }),
      db.fabricEffect.findMany({ where, select: effectFields, orderBy: fabricEffectsOrder, ...pageArgs(body) }),
    ]);
    return { count, data };
  }),
];
