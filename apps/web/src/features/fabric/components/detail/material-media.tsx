import type { MaterialFabricDetail } from '@portal/contract';
import { Images } from 'lucide-react';
import { useFileUrls } from '@/api/file-urls';
import { FormSection, GroupField } from '@/components/form';
import { CheckFileUpload, CoverImageUpload, OtherImageUpload, VrFileUpload, VrImageUpload } from '@/components/uploads';
import { FabricText } from '../../texts';
import { MaterialDetailText as text } from './texts';

const label = FabricText.fields;
const ignore = () => undefined;
const Empty = ({ children }: { children: string }) => <p className="text-sm text-muted-foreground">{children}</p>;

/**
 * 图片与文件, read-only: the cover and other images and the VR images open the full-size viewer (the upload family's
 * read-only lists), the check PDF is shown inline (getFilePdfStream), the check file and the VR zip download.
 */
export const MaterialMedia = ({ material: m }: { material: MaterialFabricDetail }) => {
  const urls = useFileUrls();
  const cover = m.imgs.filter((f) => f.id === m.coverImgId);
  const others = m.imgs.filter((f) => f.id !== m.coverImgId);
  const check = m.checkFiles[0];
  const withheld = m.publicView === true;
  return (
    <FormSection title={FabricText.sections.media} icon={<Images />}>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <GroupField id="detail-cover" label={label.coverImgId}>
          {cover.length ? (
            <CoverImageUpload readOnly value={cover} onChange={ignore} />
          ) : (
            <Empty>{text.noImages}</Empty>
          )}
        </GroupField>
        <GroupField id="detail-images" label={label.otherImgIds}>
          {others.length ? (
            <OtherImageUpload readOnly maxCount={null} value={others} onChange={ignore} />
          ) : (
            <Empty>{text.noImages}</Empty>
          )}
        </GroupField>
        {!withheld && (
          <>
            <div className="md:col-span-2" data-testid="vr-images">
              <GroupField id="detail-vr-images" label={label.vrImgIds}>
                {m.vrImgs.length ? (
                  <VrImageUpload readOnly maxCount={null} value={m.vrImgs} onChange={ignore} />
                ) : (
                  <Empty>{text.noImages}</Empty>
                )}
              </GroupField>
            </div>
            <div className="md:col-span-2">
              <GroupField id="detail-files" label={text.files}>
                {m.checkFiles.length + m.vrFiles.length === 0 ? (
                  <Empty>{text.noFiles}</Empty>
                ) : (
                  <div className="grid gap-2">
                    <CheckFileUpload readOnly value={m.checkFiles} onChange={ignore} />
                    <VrFileUpload readOnly value={m.vrFiles} onChange={ignore} />
                  </div>
                )}
              </GroupField>
            </div>
            <div className="md:col-span-2">
              <GroupField id="detail-check" label={label.checkFileId}>
                {check ? (
                  <iframe
                    title={text.checkPreview}
                    src={urls.pdf(check.id)}
                    className="h-[70vh] min-h-96 w-full rounded-lg border bg-muted"
                  />
                ) : (
                  <Empty>{text.noCheckFile}</Empty>
                )}
              </GroupField>
            </div>
          </>
        )}
      </div>
    </FormSection>
  );
};
