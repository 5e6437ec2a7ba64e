import { api } from '@portal/contract';
import { defineModule } from '../../kit/module';
import { templateCall } from '../../kit/template';

/** 调料单 (season orders). */
export const seasonModule = defineModule('season', {
  handlers: [
    templateCall({
      call: api.season.downloadTemplateSeasonFile,
      title: '调料单尺码导入模板',
      headers: ['调料单号', '材料编码', '尺码', '数量', '备注'],
    }),
  ],
});
