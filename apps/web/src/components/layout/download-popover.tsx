import { api, type DownloadRecord, DownloadStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, Inbox, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { request } from '@/lib/api-client';
import { ellipsis, formatDateTime, pageLimit } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { topBarIconButton } from './top-bar-styles';

const statusClass: Record<number, string> = {
  [DownloadStatus.generating]: 'text-warning',
  [DownloadStatus.notDownloaded]: 'text-primary',
  [DownloadStatus.downloaded]: 'text-muted-foreground',
};

export const downloadListKey = ['navbar', 'downloadList'] as const;

/**
 * The download list (spec 000 §2): exported files in a table of 文件名称, 生成日期, 状态. The files
 * issue brings the data and the download actions; until then the call may fail (未实现), which is
 * shown as the empty state, quietly.
 */
export const DownloadPopover = () => {
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: downloadListKey,
    queryFn: () =>
      request(api.navbar.downloadList, { body: { page: 1, limit: pageLimit, type: 'download' } }, { silent: true }),
    enabled: open,
    staleTime: 0,
  });
  const rows: DownloadRecord[] = list.isError ? [] : (list.data?.data ?? []);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={topBarIconButton} aria-label={AppText.downloads.label}>
        <Download aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(480px,calc(100vw-1.5rem))] p-0">
        <div className="flex h-11 items-center border-b px-4 text-sm font-semibold">{AppText.downloads.title}</div>
        <div className="max-h-80 overflow-y-auto">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="px-4">{AppText.downloads.fileName}</TableHead>
                <TableHead className="w-36">{AppText.downloads.createTime}</TableHead>
                <TableHead className="w-20 pr-4">{AppText.downloads.status}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.isPending && open ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={3} className="h-28 text-center text-muted-foreground">
                    <LoaderCircle aria-hidden className="mx-auto size-5 animate-spin" />
                    <span className="sr-only">{AppText.loading}</span>
                  </TableCell>
                </TableRow>
              ) : rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={3} className="h-28 text-center text-muted-foreground">
                    <Inbox aria-hidden className="mx-auto mb-1.5 size-7 stroke-[1.5] opacity-60" />
                    {AppText.downloads.empty}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell className="px-4" title={row.fileName}>
                      {ellipsis(row.fileName, 24)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                      {formatDateTime(row.createTime)}
                    </TableCell>
                    <TableCell className={cn('pr-4 whitespace-nowrap', statusClass[row.status])}>
                      {AppText.downloads.statuses[row.status]}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      </PopoverContent>
    </Popover>
  );
};
