import { z } from 'zod';
import { defineDomain, pagedList } from '../../call';
import { ok } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';

/** Download record status and how it reads in the download list (spec 000 §4). */
export const DownloadStatus = statusSet({
  generating: [0, '生成中'],
  notDownloaded: [1, '未下载'],
  downloaded: [2, '已下载'],
});
export type DownloadStatusValue = StatusOf<typeof DownloadStatus>;

export const downloadRecordSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  createTime: z.string(),
  status: DownloadStatus.schema,
  filePath: z.string().nullable(),
  /** Why the file could not be made (文件生成失败!): the record stays at 0 and never gets a file. Null otherwise. */
  message: z.string().nullable(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;

/** Calls the top bar makes whose paths the spec does not give (docs/catalogue-interpretations.md). */
export const navbar = defineDomain('navbar', {
  downloadList: pagedList(downloadRecordSchema, {
    path: '/basic/api/async/downloadList',
    summary: '下载列表 (type download)',
    filters: { type: z.literal('download').default('download') },
    assumed: 'path chosen by this project; the spec names the call but not its path',
  }),
  markDownloaded: {
    method: 'POST',
    path: '/basic/api/async/markDownloaded',
    summary: '标记已下载',
    body: z.object({ fileUrl: z.string(), fileName: z.string(), key: z.string() }),
    data: ok,
    assumed: 'path chosen by this project; body from the spec',
  },
});
