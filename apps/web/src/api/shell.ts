import { api, type CallInput } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { pageLimit } from '@/lib/format';
import { request } from './api-client';
import { callKey } from './query-keys';

/*
 * The shell's own calls: the menu of the session, the bell's counts and the download list of the top bar. The counts
 * and the list decorate every page, so a failure stays quiet (silent) instead of toasting on each visit.
 */

/** The session's menu (spec 000 §2), asked again after a reload before any page is shown. */
export const menusQuery = () =>
  queryOptions({ queryKey: callKey(api.account.menus), queryFn: () => request(api.account.menus) });

/** 交付提醒: the purchase orders due or overdue. */
export const warningCountQuery = () =>
  queryOptions({
    queryKey: callKey(api.purchase.warningCount),
    queryFn: () => request(api.purchase.warningCount, undefined, { silent: true }),
  });

/** 询价通知: the notices waiting for a quote (every notice of the list without filters). */
export const bellNoticesQuery = () =>
  queryOptions({
    queryKey: callKey(api.inquiry.noticeList, { body: {} }),
    queryFn: () => request(api.inquiry.noticeList, { body: {} }, { silent: true }),
  });

const downloadListInput = { body: { page: 1, limit: pageLimit, type: 'download' as const } };

/** The download list's first page (下载列表). */
export const downloadListQuery = () =>
  queryOptions({
    queryKey: callKey(api.navbar.downloadList, downloadListInput),
    queryFn: () => request(api.navbar.downloadList, downloadListInput, { silent: true }),
  });

/** Marks a file of the download list downloaded (spec 000 §4). */
export const markDownloaded = (body: CallInput<typeof api.navbar.markDownloaded>['body']) =>
  request(api.navbar.markDownloaded, { body });
