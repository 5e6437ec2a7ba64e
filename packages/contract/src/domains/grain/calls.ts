import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listExport, pagedList } from '../../call';
import { lenientFlag01 } from '../../schemas';
import { grainSchema } from '../lookups/calls';

/** The filters of 面料纹路管理, shared by its list and its export. */
export const grainFilters = z.object({
  divisionId: z.number().int().optional(),
  lineName: z.string().optional(),
  /** Any flag spelling is accepted (0/1, true/false, as text or not); the handler sees '0' | '1'. */
  isActive: lenientFlag01.optional(),
});

export const grain = defineDomain('grain', {
  list: pagedList(grainSchema, {
    path: '/basic/supplier/fabricLines/query',
    summary: '面料纹路管理列表',
    filters: grainFilters.shape,
    sort: ['lineCode', 'floatingPrice', 'availableEndDate'],
    atom: atoms.fabricLines.list,
    assumed: "paged with filters, like /basic/api/fabricLines/list; sort fields are the project's convention",
  }),
  export: listExport(
    grainFilters,
    {
      path: '/basic/supplier/fabricLines/export',
      summary: '导出面料纹路',
      atom: atoms.fabricLines.export,
      assumed: 'list filters plus optional lineCodes as ids',
    },
    z.string().min(1),
  ),
});
