import { atoms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Permission } from '@/components/permission';
import { Card } from '@/components/ui/card';
import { ImageUpload } from '@/components/uploads';
import { emptyText } from '@/lib/format';
import { routeByPath, routeUrl } from '@/navigation/route-table';
import { scanApplyDetailQuery } from '../api/scan-apply';
import { ScanApplyActions } from '../components/scan-apply-actions';
import { ScanStatus } from '../components/scan-status';
import { ScanApplyText as T } from '../texts';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm break-words">{children ?? emptyText}</dd>
  </div>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card className="gap-3 px-5 py-4">
    <h2 className="text-sm font-semibold">{title}</h2>
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</dl>
  </Card>
);

/** scanApplyDetail (?id=): one scan application, its sample, logistics and the actions its status allows. */
export const ScanApplyDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...scanApplyDetailQuery(valid ? id : 0), enabled: valid });
  const route = routeByPath(useLocation().pathname);
  const navigate = useNavigate();
  const r = detail.data;
  return (
    <Permission atom={atoms.scanApply.detail} redirect>
      <PageHeader section={route?.section.title} title={route?.title ?? T.detailTitle}>
        {r && <ScanApplyActions record={r} onDeleted={() => navigate(routeUrl('scanApply'))} />}
      </PageHeader>
      {r ? (
        <div className="grid gap-4">
          <Section title={T.basic}>
            <Item label={T.applyNo}>{r.applyNo}</Item>
            <Item label={T.status}>
              <ScanStatus status={r.status} />
            </Item>
            <Item label={T.supplier}>{r.supplierName}</Item>
            <Item label={T.createdBy}>{r.createdBy}</Item>
            <Item label={T.materialCode}>{r.materialCode}</Item>
            <Item label={T.materialName}>{r.materialName}</Item>
            <Item label={T.sampleQuantity}>{r.sampleQuantity}</Item>
            <Item label={T.expectDate}>{r.expectDate}</Item>
            <Item label={T.createTime}>{r.createTime}</Item>
            <Item label={T.checkTime}>{r.checkTime}</Item>
            <Item label={T.modifyTime}>{r.modifyTime}</Item>
            <Item label={T.remark}>{r.remark}</Item>
            {r.closeReason !== null && <Item label={T.closeReason}>{r.closeReason}</Item>}
          </Section>
          <Section title={T.express}>
            <Item label={T.expressCompany}>{r.expressCompany}</Item>
            <Item label={T.expressNo}>{r.expressNo}</Item>
            <Item label={T.sendDate}>{r.sendDate}</Item>
          </Section>
          <Card className="gap-3 px-5 py-4">
            <h2 className="text-sm font-semibold">{T.sampleImages}</h2>
            {r.sampleImgs.length > 0 ? (
              <ImageUpload businessType="scanApplySample" readOnly value={r.sampleImgs} onChange={() => {}} />
            ) : (
              <p className="text-sm text-muted-foreground">{emptyText}</p>
            )}
          </Card>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {!valid || detail.isError ? T.notFound : '…'}
        </p>
      )}
    </Permission>
  );
};
