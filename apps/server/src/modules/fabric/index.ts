import { api } from '@portal/contract';
import { implement } from '../../binder';
import { defineModule } from '../../kit/module';
import { serveStoredFile } from '../files';

/** 鞋面料 (shoe upper fabric). The material forms land with their own issue; the stored-file read is here. */
export const fabricModule = defineModule('fabric', {
  handlers: [implement(api.fabric.fileStream, (ctx) => serveStoredFile(ctx, ctx.params.id, 'download'))],
});
