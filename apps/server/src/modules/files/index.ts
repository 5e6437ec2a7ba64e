import { api, DownloadStatus } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { ownDownloadRecord, setDownloadStatus, toDownloadRecord } from '../../kit/download-records';
import { defineModule } from '../../kit/module';
import { illegalRequest } from '../../lib/errors';
import { ossHandlers, registerStorageHost } from './oss';
import { readHandlers } from './reads';
import { uploadHandler } from './upload';

/**
 * Files (docs/decisions/0005-files-and-exports.md): the upload, reads of stored files, the state of an async
 * job (an export's download record), and the direct-upload configuration with the stub's storage host.
 */
export const filesModule = defineModule('files', {
  handlers: [
    uploadHandler,
    ...readHandlers,

    implement(api.files.findRedis, async ({ params, db, env, auth }) => {
      const record = await ownDownloadRecord(db, params.id, auth.accountId);
      const { key, fileName, status, filePath } = toDownloadRecord(env, auth, record);
      return { key, fileName, status, filePath, message: record.message };
    }),

    implement(api.files.changeFileStatus, async ({ body, db, auth }) => {
      if (body.status === DownloadStatus.generating) throw illegalRequest();
      return setDownloadStatus(db, body.key, auth.accountId, body.status);
    }),

    ...ossHandlers,
  ],
  // Seeded images (grain covers …): the rows here, the bytes in fixtures/images (placed in storage at start).
  fixtures: [fixture('storedFiles', 'storedFile')],
  routes: registerStorageHost,
});
