import { atoms, type ShoeTreeDetail, shoeTreeFilesEditable, shoeTreeLifecycle } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Trash2, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFileUrls } from '@/api/file-urls';
import { type Column, DataTable, numberColumn } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatNumber } from '@/lib/format';
import { usePermission } from '@/session/permission';
import { shoesFabricQuery, shoeTreeRecordsQuery } from '../api/shoe-tree';
import { ShoeTreeText as text } from '../texts';
import { FileManager } from './file-manager';
import { MaintainDialog } from './maintain-dialog';
import { ScrapDialog } from './scrap-dialog';
import { MaintainBadge, ShoeTreeStatusBadge } from './shoe-tree-columns';
import { type Tab, Tabs } from './tabs';

/** One term of the record: a `div` holding its `dt` and `dd`, straight inside the `dl` (a `dl`'s only wrapper). */
const Field = ({ label, children, className }: { label: string; children: ReactNode; className?: string }) => (
  <div className={`grid gap-1 ${className ?? ''}`}>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm break-words">{children ?? '--'}</dd>
  </div>
);

const DataTab = ({ last }: { last: ShoeTreeDetail }) => {
  const urls = useFileUrls();
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={text.shoeTreeCode}>{last.shoeTreeCode}</Field>
        <Field label={text.bodyNo}>{last.bodyNo}</Field>
        <Field label={text.shoeTreeType}>{last.shoeTreeTypeName}</Field>
        <Field label={text.season}>{last.seasons.join('、') || null}</Field>
        <Field label={text.shoeFactory}>{last.shoeFactoryName}</Field>
        <Field label={text.shoeTreeFactory}>{last.shoeTreeFactoryName}</Field>
        <Field label={text.sizeRange}>{last.sizeRange}</Field>
        <Field label={text.status}>
          <ShoeTreeStatusBadge status={last.status} />
        </Field>
        <Field label={text.quantity}>{formatNumber(last.quantity)}</Field>
        <Field label={text.availableQuantity}>
          <span data-testid="available-quantity">{formatNumber(last.availableQuantity)}</span>
        </Field>
        <Field label={text.scrapQuantity}>{formatNumber(last.scrapQuantity)}</Field>
        <Field label={text.borrowQuantity}>{formatNumber(last.borrowQuantity)}</Field>
        <Field label={text.maintainStatus}>
          <MaintainBadge status={last.maintainStatus} />
        </Field>
        <Field label={text.maintainTime}>{formatDateTime(last.maintainTime) || null}</Field>
        <Field label={text.createTime}>{formatDateTime(last.createTime)}</Field>
        <Field label={text.modifyTime}>{formatDateTime(last.modifyTime)}</Field>
        <Field label={text.remark} className="sm:col-span-2 lg:col-span-4">
          {last.remark}
        </Field>
      </dl>
      <section aria-label={text.images} className="grid gap-2">
        <h3 className="text-sm font-semibold">{text.images}</h3>
        {last.imgs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noImages}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {last.imgs.map((img) => (
              <li key={img.id}>
                <a href={urls.full(img.id)} target="_blank" rel="noopener noreferrer" aria-label={img.fileName}>
                  <img
                    src={urls.thumbnail(img.id)}
                    alt={img.fileName}
                    className="size-28 rounded-lg border bg-muted object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

/** 尺码: each size's stock, on loan and scrapped. */
const sizeColumns: Column<ShoeTreeDetail['sizes'][number]>[] = [
  { key: 'size', header: text.size, width: 100, cell: (s) => s.size },
  numberColumn('quantity', text.quantity, 100),
  {
    key: 'available',
    header: text.availableQuantity,
    width: 100,
    className: 'text-right tabular-nums',
    cell: (s) => <span data-testid={`available-${s.size}`}>{s.availableQuantity}</span>,
  },
  numberColumn('scrapQuantity', text.scrapQuantity, 100),
  numberColumn('borrowQuantity', text.borrowQuantity, 100),
];

const SizesTab = ({ last }: { last: ShoeTreeDetail }) => (
  <div className="overflow-hidden rounded-lg border">
    <DataTable label={text.tabs.sizes} rows={last.sizes} rowKey={(s) => s.size} columns={sizeColumns} />
  </div>
);

const HistoryTab = ({ last }: { last: ShoeTreeDetail }) => {
  const records = useQuery(shoeTreeRecordsQuery(last.id));
  const mayReadStyles = usePermission([atoms.shoeTree.historySeason, atoms.shoeTree.detail]);
  const styles = useQuery({ ...shoesFabricQuery(last.shoeTreeCode), enabled: mayReadStyles });
  return (
    <div className="grid gap-6">
      <div className="overflow-hidden rounded-lg border">
        <DataTable
          label={text.tabs.history}
          rows={records.data ?? []}
          loading={records.isPending}
          rowKey={(r) => r.id}
          columns={[
            {
              key: 'time',
              header: text.operateTime,
              width: 150,
              className: 'whitespace-nowrap tabular-nums',
              cell: (r) => formatDateTime(r.operateTime),
            },
            { key: 'type', header: text.operateType, width: 90, cell: (r) => r.operateType },
            { key: 'remark', header: text.operateRemark, width: 260, cell: (r) => r.operateRemark },
            {
              key: 'sizes',
              header: text.recordSizes,
              width: 260,
              cell: (r) => r.sizes.map((s) => `${s.size}×${s.quantity}`).join('，') || null,
            },
            { key: 'operator', header: text.operator, width: 100, cell: (r) => r.operator },
          ]}
        />
      </div>
      {mayReadStyles && (
        <section aria-label={text.styles} className="grid gap-2">
          <h3 className="text-sm font-semibold">{text.styles}</h3>
          <div className="overflow-hidden rounded-lg border">
            <DataTable
              label={text.styles}
              rows={styles.data?.data ?? []}
              loading={styles.isPending}
              rowKey={(r) => r.id}
              columns={[
                { key: 'season', header: text.season, width: 90, cell: (r) => r.seasonCode },
                { key: 'styleNo', header: text.styleNo, width: 130, cell: (r) => r.styleNo },
                { key: 'styleName', header: text.styleName, width: 140, cell: (r) => r.styleName },
                { key: 'part', header: text.part, width: 80, cell: (r) => r.part },
                { key: 'materialCode', header: text.materialCode, width: 120, cell: (r) => r.materialCode },
                { key: 'materialName', header: text.materialName, width: 140, cell: (r) => r.materialName },
              ]}
            />
          </div>
        </section>
      )}
    </div>
  );
};

type TabKey = 'data' | 'sizes' | 'history' | 'files';

/** The detail of a last: its actions by status, then tabs for data, sizes, history and files. */
export const ShoeTreeDetailView = ({ last }: { last: ShoeTreeDetail }) => {
  const [tab, setTab] = useState<TabKey>('data');
  const [scrapping, setScrapping] = useState(false);
  const [maintaining, setMaintaining] = useState(false);
  const tabs: Tab<TabKey>[] = [
    { key: 'data', label: text.tabs.data, content: () => <DataTab last={last} /> },
    { key: 'sizes', label: text.tabs.sizes, content: () => <SizesTab last={last} /> },
    { key: 'history', label: text.tabs.history, content: () => <HistoryTab last={last} /> },
    {
      key: 'files',
      label: `${text.tabs.files} (${last.fileCount})`,
      content: () => <FileManager shoeTreeId={last.id} readOnly={!shoeTreeFilesEditable.allows(last)} />,
    },
  ];
  return (
    <Card className="gap-0 p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 className="text-base font-semibold tabular-nums">{last.shoeTreeCode}</h2>
          <ShoeTreeStatusBadge status={last.status} />
        </div>
        <div className="flex gap-2">
          {shoeTreeLifecycle.can('maintain', last.status) && (
            <Permission atom={atoms.shoeTreeMaintain.maintain}>
              <Button variant="outline" onClick={() => setMaintaining(true)}>
                <Wrench aria-hidden />
                {text.maintain}
              </Button>
            </Permission>
          )}
          {shoeTreeLifecycle.can('scrap', last.status) && (
            <Permission atom={atoms.shoeTree.scrap}>
              <Button variant="destructive" onClick={() => setScrapping(true)}>
                <Trash2 aria-hidden />
                {text.scrap}
              </Button>
            </Permission>
          )}
        </div>
      </div>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={text.shoeTreeCode} />
      <ScrapDialog last={scrapping ? last : null} onClose={() => setScrapping(false)} />
      <MaintainDialog last={maintaining ? last : null} onClose={() => setMaintaining(false)} />
    </Card>
  );
};
