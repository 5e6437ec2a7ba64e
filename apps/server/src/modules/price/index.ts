import { api } from '@portal/contract';
import { defineModule } from '../../kit/module';
import { templateCall } from '../../kit/template';

/** 价格 (price cards). */
export const priceModule = defineModule('price', {
  handlers: [
    templateCall({
      call: api.price.downloadTemplateFile,
      title: '材料价格导入模板',
      headers: [
        '材料编码',
        '材料名称',
        '厚度',
        '厚度价格',
        '幅宽',
        '幅宽价格',
        '克重',
        '纹路编码',
        '纹路价格',
        '基础价格',
        '备注',
      ],
    }),
    templateCall({
      call: api.price.downloadMouldTemplateFile,
      title: '模具价格导入模板',
      headers: ['模号', '模具名称', '材料编码', '尺码段', '模具价格', '备注'],
    }),
  ],
});
