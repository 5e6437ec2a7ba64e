import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listExport, pagedList } from '../../call';
import { effectSchema } from '../lookups/calls';

/** The filters of 特殊效果管理, shared by its list and its export. */
export const effectFilters = z.object({ divisionId: z.number().int().optional(), effectName: z.string().optional() });

export const effect = defineDomain('effect', {
  list: pagedList(effectSchema, {
    path: '/basic/supplier/materialEffect/query',
    summary: '特殊效果管理列表',
    filters: effectFilters.shape,
    sort: ['sort', 'effectPrice', 'effectName'],
    atom: atoms.fabricEffect.list,
    assumed: "paged with filters; sort fields are the project's convention",
  }),
  export: listExport(effectFilters, {
    path: '/basic/supplier/materialEffect/export',
    summary: '导出特殊效果',
    atom: atoms.fabricEffect.export,
    assumed: 'list filters plus optional ids',
  }),
});
