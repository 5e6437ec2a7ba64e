import { api } from '@portal/contract';
import { defineModule } from '../../kit/module';
import { templateCall } from '../../kit/template';

/** The columns a component cost line has, in the cost template and the import template alike. */
const componentCostLine = ['型体号', '季度', '鞋厂', '组件名称', '材料编码', '材料名称', '用量', '单位', '单价'];
const componentCostHeaders = ['成本单号', ...componentCostLine, '金额'];

/** 组件成本 (component costs). */
export const componentCostModule = defineModule('componentCost', {
  handlers: [
    templateCall({
      call: api.componentCost.downloadImportTemplateFile,
      title: '组件成本导入模板',
      headers: [...componentCostLine, '损耗率(%)', '备注'],
    }),
    templateCall({
      call: api.componentCost.downloadTemplateFile,
      title: '组件成本模板',
      headers: componentCostHeaders,
    }),
    // Component costs are not in the stub's data yet: the rows carry the asked ids and the domain fills the
    // other columns when it lands.
    templateCall({
      call: api.componentCost.downloadTemplateFileAndSetValue,
      title: '组件成本模板',
      headers: ['ID', ...componentCostHeaders],
      rows: async ({ body }) => body.ids.map((id) => [id]),
    }),
  ],
});
