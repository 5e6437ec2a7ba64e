import { type DownloadRecord, DownloadStatus, downloadHref, type Page } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { downloadListQuery, markDownloaded } from '@/api/shell';
import { type Column, DataTable } from '@/components/list/data-table';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { env } from '@/config/env';
import { ellipsis, formatDateTime } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { popoverEdgeGap, topBarIconButton } from './top-bar-styles';

const downloadListKey = downloadListQuery().queryKey;

/** How often the open list asks again while a file is being generated. */
export const downloadPollMs = 2000;

const statusClass: Record<number, string> = {
  [DownloadStatus.generating]: 'text-warning',
  [DownloadStatus.notDownloaded]: 'text-primary',
  [DownloadStatus.downloaded]: 'text-muted-foreground',
};

/** Still being made: status 0 without a failure message. */
const generating = (r: DownloadRecord) => r.status === DownloadStatus.generating && !r.message;
const isGenerating = (page: Page<DownloadRecord> | undefined) => page?.data.some(generating) ?? false;

/**
 * The download list, fetched only while the popover is open (quietly: a failure shows the empty
 * state) and asked again every `pollMs` while one of its files is still being generated.
 */
const useDownloadList = (open: boolean, pollMs: number) =>
  useQuery({
    ...downloadListQuery(),
    enabled: open,
    staleTime: 0,
    refetchInterval: (query) => (open && isGenerating(query.state.data) ? pollMs : false),
  });

/**
 * Marks a file downloaded (spec 000 §4), once: the row turns 已下载 at once, so a second click (or a
 * poll answered before the mark) never sends it again; the list is asked again afterwards.
 */
const useMarkDownloaded = () => {
  const queryClient = useQueryClient();
  const sent = useRef(new Set<string>());
  const mark = useMutation({
    mutationFn: markDownloaded,
    onMutate: async ({ key }) => {
      await queryClient.cancelQueries({ queryKey: downloadListKey });
      queryClient.setQueryData<Page<DownloadRecord>>(
        downloadListKey,
        (page) =>
          page && {
            ...page,
            data: page.data.map((r) => (r.key === key ? { ...r, status: DownloadStatus.downloaded } : r)),
          },
      );
    },
    onError: (_error, { key }) => sent.current.delete(key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadListKey }),
  });
  return (record: DownloadRecord, fileUrl: string) => {
    if (record.status !== DownloadStatus.notDownloaded || sent.current.has(record.key)) return;
    sent.current.add(record.key);
    mark.mutate({ fileUrl, fileName: record.fileName, key: record.key });
  };
};

/**
 * A file name: a download link once the file exists (status 1 or 2; http links become https), plain
 * text while it is generated (status 0).
 */
const FileNameCell = ({ record, onDownload }: { record: DownloadRecord; onDownload: (href: string) => void }) => {
  const name = ellipsis(record.fileName, 24);
  if (record.status === DownloadStatus.generating || !record.filePath)
    return <span title={record.fileName}>{name}</span>;
  const href = downloadHref(record.filePath, env.apiBaseUrl);
  return (
    <a
      href={href}
      download={record.fileName}
      title={AppText.downloads.download(record.fileName)}
      onClick={() => onDownload(href)}
      className="text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
    >
      {name}
    </a>
  );
};

const downloadColumns = (onDownload: (record: DownloadRecord, href: string) => void): Column<DownloadRecord>[] => [
  {
    key: 'fileName',
    header: AppText.downloads.fileName,
    className: 'pl-4',
    cell: (r) => <FileNameCell record={r} onDownload={(href) => onDownload(r, href)} />,
  },
  {
    key: 'createTime',
    header: AppText.downloads.createTime,
    // On a phone the date may break between day and time, so the three columns fit the popover.
    className: 'w-36 text-muted-foreground tabular-nums sm:whitespace-nowrap',
    cell: (r) => formatDateTime(r.createTime),
  },
  {
    key: 'status',
    header: AppText.downloads.status,
    className: 'w-20 pr-4 whitespace-nowrap',
    cell: (r) =>
      r.message ? (
        <span data-testid="download-status" className="text-destructive" title={r.message}>
          {AppText.downloads.failed}
        </span>
      ) : (
        <span data-testid="download-status" className={statusClass[r.status]}>
          {DownloadStatus.texts[r.status]}
        </span>
      ),
  },
];

/**
 * The download list (spec 000 §2, §4): exported files in a table of 文件名称, 生成日期, 状态. A file
 * being generated (生成中) cannot be downloaded; clicking a 未下载 file downloads it and marks it
 * downloaded; an 已下载 file can be downloaded again.
 */
export const DownloadPopover = ({ pollMs = downloadPollMs }: { pollMs?: number }) => {
  const [open, setOpen] = useState(false);
  const list = useDownloadList(open, pollMs);
  const markDownloaded = useMarkDownloaded();
  const rows = list.isError ? [] : (list.data?.data ?? []);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={topBarIconButton} aria-label={AppText.downloads.label}>
        <Download aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={popoverEdgeGap} className="w-[min(480px,calc(100vw-1.5rem))] p-0">
        <div className="flex h-11 items-center border-b px-4 text-sm font-semibold">{AppText.downloads.title}</div>
        <div className="max-h-80 overflow-y-auto">
          <DataTable
            columns={downloadColumns(markDownloaded)}
            rows={rows}
            rowKey={(r) => r.key}
            loading={list.isPending && open}
            emptyText={AppText.downloads.empty}
            label={AppText.downloads.title}
          />
        </div>
      </PopoverContent>
    </Popover>
  );
};
