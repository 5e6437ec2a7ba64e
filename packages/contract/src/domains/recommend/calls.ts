import { atoms } from '../../atoms';
import { defineDomain, listCount, listExport, pagedList } from '../../call';
import { materialFabricListItemSchema, materialFilters, materialSortFields } from '../fabric/calls';

export const recommend = defineDomain('recommend', {
  size: listCount(materialFilters, {
    path: '/basic/supplier/recommend/getSelectMaterialFabricSize',
    summary: '推荐材料数量',
    atom: atoms.recommend.list,
    assumed: 'the count of recommended materials matching the list filters',
  }),
  list: pagedList(materialFabricListItemSchema, {
    path: '/basic/supplier/recommend/getMaterialFabricList',
    summary: '推荐材料列表',
    filters: materialFilters.shape,
    sort: materialSortFields,
    atom: atoms.recommend.list,
    assumed: "the fabric list's filters and sort over the caller's recommended materials (stage recommend)",
  }),
  export: listExport(materialFilters, {
    path: '/basic/supplier/recommend/export',
    summary: '导出推荐材料',
    atom: atoms.recommend.list,
    assumed: 'list filters plus optional ids; the recommend group has no export atom, so list guards it',
  }),
});
