import {
  atoms,
  type MaterialFabricDetail,
  MaterialStage,
  type MaterialStatusValue,
  materialLifecycle,
} from '@portal/contract';
import { Copy, Info, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useInvalidate } from '@/api/mutations';
import { PageHeader } from '@/components/layout/page-header';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { displayText } from '@/lib/format';
import { routeByPath } from '@/navigation/route-table';
import { detailSaveInvalidates, useMaterialDetail } from '../api/detail';
import { ApprovalHistory } from '../components/approval-history';
import { MaterialDetailView, RejectionNotice } from '../components/detail/material-detail';
import { MaterialDetailText as text } from '../components/detail/texts';
import { MaterialDialog, type MaterialDialogProps } from '../components/material-dialog';
import { MaterialStatusBadge } from '../components/material-status-badge';

type Opened = Pick<MaterialDialogProps, 'form' | 'id' | 'copyFromId'>;

/** 修改 / 复制 for the supplier's own material, as its form and status allow (contract `materialLifecycle`). */
const Actions = ({ material: m, onOpen }: { material: MaterialFabricDetail; onOpen: (o: Opened) => void }) => {
  const status = m.status as MaterialStatusValue;
  const running = m.hasFrozen !== 1;
  if (m.materialStage === MaterialStage.recommend)
    return running && materialLifecycle.can('saveRecommend', status) ? (
      <Permission atom={atoms.recommend.edit}>
        <Button onClick={() => onOpen({ form: 'recommend', id: m.id })}>
          <PencilLine aria-hidden />
          {text.buttons.edit}
        </Button>
      </Permission>
    ) : null;
  return (
    <Permission atom={atoms.fabricManage.add}>
      <Button variant="outline" onClick={() => onOpen({ form: 'fabric', copyFromId: m.id })}>
        <Copy aria-hidden />
        {text.buttons.copy}
      </Button>
      {running && materialLifecycle.can('submit', status) && (
        <Button onClick={() => onOpen({ form: 'fabric', id: m.id })}>
          <PencilLine aria-hidden />
          {text.buttons.edit}
        </Button>
      )}
    </Permission>
  );
};

/** Name, code, status, supplier and last change, with the rejection reason or the favorites note under them. */
const Summary = ({ material: m }: { material: MaterialFabricDetail }) => (
  <div className="mb-5 grid gap-3 rounded-lg border bg-card p-4 sm:p-5">
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 className="text-base font-semibold text-brand-900">{m.fullMaterialName || m.materialName}</h2>
      <span className="text-sm text-muted-foreground tabular-nums">{displayText(m.materialCode)}</span>
      <span className="flex items-center gap-2" title={text.status}>
        <MaterialStatusBadge status={m.status} />
        {m.hasFrozen === 1 && <MaterialStatusBadge status={m.status} frozen />}
      </span>
    </div>
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {[
        [text.supplier, m.supplierShortname],
        ...(m.publicView ? [] : [[text.modifier, m.modifier]]),
        [text.modifyTime, m.modifyTime],
      ].map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{displayText(value)}</dd>
        </div>
      ))}
    </dl>
    <RejectionNotice material={m} />
    {m.publicView && (
      <p role="note" className="flex gap-2 rounded-md border bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {text.publicNote(m.supplierShortname ?? text.otherSupplier)}
      </p>
    )}
  </div>
);

/**
 * fabricDetail and supplierRecommendDetail (?id=, and parentPage=favorites from the similar images): the material's
 * every field grouped as its form, images, files, prices, colours, factories and 审批记录; 修改 / 复制 open the
 * material dialog and the detail reloads after a save. Another supplier's approved material (the favorites view)
 * is read-only and shows only what the stub answers for it (docs/decisions/0026-favorites-detail-view.md).
 */
export const FabricDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useMaterialDetail(valid ? id : 0, valid);
  const reload = useInvalidate(detailSaveInvalidates);
  const [opened, setOpened] = useState<Opened | null>(null);
  const route = routeByPath(useLocation().pathname);
  const m = detail.data?.id === id ? detail.data : undefined;
  const own = m !== undefined && m.publicView !== true;

  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''}>
        {own && <Actions material={m} onOpen={setOpened} />}
      </PageHeader>
      {m ? (
        <>
          <Summary material={m} />
          {/* One column that never grows past the page: a wide table (审批记录) scrolls in its own box. */}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <MaterialDetailView
              material={m}
              form={m.materialStage === MaterialStage.recommend ? 'recommend' : 'fabric'}
            />
            {own && <ApprovalHistory materialId={m.id} />}
          </div>
        </>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {!valid ? text.noId : detail.isError ? text.loadFailed : text.loading}
        </p>
      )}
      {opened && <MaterialDialog {...opened} open onClose={() => setOpened(null)} onSaved={() => void reload()} />}
    </>
  );
};
