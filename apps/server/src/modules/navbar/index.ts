import { api, DownloadStatus } from '@portal/contract';
import { implement } from '../../binder';
import { registerDownloadRoute, setDownloadStatus, toDownloadRecord } from '../../kit/download-records';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';

/** The caller's download center: newest first; a failed export shows with its message. */
export const downloads = pagedResource({
  model: 'downloadRecord',
  list: api.navbar.downloadList,
  where: (f, { auth }) => ({ accountId: auth.accountId, type: f.type }),
  order: [{ createTime: 'desc' }, { key: 'asc' }],
  rows: (records, { env, auth }) => records.map((r) => toDownloadRecord(env, auth, r)),
});

/** The top bar: the download list and its links. */
export const navbarModule = defineModule('navbar', {
  handlers: [
    ...downloads.handlers,
    implement(api.navbar.markDownloaded, async ({ body, db, auth }) =>
      setDownloadStatus(db, body.key, auth.accountId, DownloadStatus.downloaded),
    ),
  ],
  routes: registerDownloadRoute,
});
