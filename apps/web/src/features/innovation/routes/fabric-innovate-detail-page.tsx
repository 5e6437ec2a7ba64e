import { atoms, type CategoryNode, type InnovationDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { FileText, Images, NotebookPen, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { materialTagsQuery, shoeCategoriesQuery } from '@/api/lookups';
import { FormSection, GroupField } from '@/components/form';
import { PageHeader } from '@/components/layout/page-header';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { AttachmentUpload, InnovationImageUpload } from '@/components/uploads';
import { displayText } from '@/lib/format';
import { routeByPath } from '@/navigation/route-table';
import { innovationDetailQuery } from '../api/innovation';
import { InnovationDialog } from '../components/innovation-dialog';
import { InnovationText as text } from '../texts';
import { InnovationStatusBadge } from './innovation-table';

const ignore = () => undefined;

/** Division and section names from the category tree. */
const categoryNames = (tree: readonly CategoryNode[] | undefined, r: InnovationDetail) => {
  const division = tree?.find((d) => d.id === r.divisionId);
  return {
    division: division?.name ?? null,
    section: division?.childrens?.find((s) => s.id === r.sectionId)?.name ?? null,
  };
};

const Item = ({ label, value, wide = false }: { label: string; value: React.ReactNode; wide?: boolean }) => (
  <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="mt-0.5 text-sm break-words whitespace-pre-wrap">{value || displayText(null)}</dd>
  </div>
);

/** The record grouped as its form: 基本信息, 材料说明, 图片与附件 (images open the full-size viewer, files download). */
const InnovationDetailView = ({ record: r }: { record: InnovationDetail }) => {
  const categories = useQuery(shoeCategoriesQuery());
  const tags = useQuery(materialTagsQuery());
  const names = categoryNames(categories.data, r);
  const tagName = new Map((tags.data ?? []).map((t) => [t.id, t.tagName]));
  const cover = r.imgs.filter((f) => f.id === r.coverImgId);
  const others = r.imgs.filter((f) => f.id !== r.coverImgId);
  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div className="grid content-start gap-5">
        <FormSection title={text.sections.basic} icon={<NotebookPen />}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label={text.fields.divisionId} value={names.division} />
            <Item label={text.fields.sectionId} value={names.section} />
            <Item label={text.fields.materialCode} value={r.materialCode} />
            <Item label={text.fields.materialName} value={r.materialName} />
            <Item label={text.list.status} value={<InnovationStatusBadge status={r.status} />} />
            <Item label={text.list.modifier} value={r.modifier} />
            <Item label={text.detail.createTime} value={r.createTime} />
            <Item label={text.list.modifyTime} value={r.modifyTime} />
            <Item wide label={text.fields.tags} value={r.tags.map((id) => tagName.get(id) ?? String(id)).join('、')} />
          </dl>
        </FormSection>
        <FormSection title={text.sections.description} icon={<FileText />}>
          <dl className="grid gap-x-6 gap-y-3 lg:grid-cols-2">
            <Item label={text.fields.comment} value={r.comment} />
            <Item label={text.fields.coreTechnology} value={r.coreTechnology} />
          </dl>
        </FormSection>
      </div>
      <FormSection title={text.sections.media} icon={<Images />} className="content-start">
        <div className="grid gap-x-6 gap-y-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <GroupField id="innovation-detail-cover" label={text.fields.cover}>
            {cover.length ? (
              <InnovationImageUpload readOnly value={cover} onChange={ignore} />
            ) : (
              <p className="text-sm text-muted-foreground">{text.detail.noImages}</p>
            )}
          </GroupField>
          <GroupField id="innovation-detail-images" label={text.fields.images}>
            {others.length ? (
              <InnovationImageUpload readOnly maxCount={null} value={others} onChange={ignore} />
            ) : (
              <p className="text-sm text-muted-foreground">{text.detail.noImages}</p>
            )}
          </GroupField>
          <div className="sm:col-span-2">
            <GroupField id="innovation-detail-files" label={text.fields.appendices}>
              {r.appendixFiles.length ? (
                <AttachmentUpload readOnly value={r.appendixFiles} onChange={ignore} />
              ) : (
                <p className="text-sm text-muted-foreground">{text.detail.noFiles}</p>
              )}
            </GroupField>
          </div>
        </div>
      </FormSection>
    </div>
  );
};

/**
 * fabricInnovateDetail (?id=): an innovation material as its form groups it, with its images and attachments;
 * 修改创新材料 opens the innovation dialog (a draft may still be saved as a draft, a submitted record only submitted
 * again: contract `innovationLifecycle`), and the detail reads again when the dialog closes.
 */
export const FabricInnovateDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    ...innovationDetailQuery(valid ? id : 0),
    enabled: valid,
    placeholderData: (previous) => previous,
  });
  const [editing, setEditing] = useState(false);
  const route = routeByPath(useLocation().pathname);
  const record = detail.data?.id === id ? detail.data : undefined;
  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''}>
        {record && (
          <Permission atom={atoms.fabricInnovate.add}>
            <Button onClick={() => setEditing(true)}>
              <PencilLine aria-hidden />
              {text.editTitle}
            </Button>
          </Permission>
        )}
      </PageHeader>
      {record ? (
        <InnovationDetailView record={record} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {!valid ? text.detail.noId : detail.isError ? text.detail.loadFailed : text.detail.loading}
        </p>
      )}
      {record && (
        <InnovationDialog
          open={editing}
          id={record.id}
          onClose={() => {
            setEditing(false);
            void detail.refetch();
          }}
        />
      )}
    </>
  );
};
