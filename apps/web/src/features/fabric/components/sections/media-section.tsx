import { fileHasComplete, largeImageCategories, MaterialImageLimits, type SimilarImage } from '@portal/contract';
import { Images, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSection, GroupField } from '@/components/form';
import {
  CheckFileUpload,
  CoverImageUpload,
  OtherImageUpload,
  type UploadedFile,
  VrFileUpload,
  VrImageUpload,
} from '@/components/uploads';
import { searchSimilarImages, storedFileBlob, vrImagesOf } from '../../api/material';
import { FabricText as text } from '../../texts';
import { fieldId, how, stateOf, useMaterialContext } from '../form-context';
import type { MaterialFormState } from '../use-material-form';

type FileNames = Pick<MaterialFormState, 'fileNames' | 'rememberFiles'>;

/**
 * 图片与文件: cover (1), other images (2), the check PDF, the 3D VR zip and its VR images: the section of VR images
 * shows once a zip brought them (its images replace the list and their count, at least 2, is the limit; removing
 * the zip clears them and the section goes) or while the record holds some. Every image uploaded (cover, other,
 * VR) is searched for look-alikes. For 真皮, 合成革 and 网布 images must be 3840*2157 or 4 MB. fileHasComplete
 * follows the files (contract rule).
 */
export const MediaSection = ({ files, onSimilar }: { files: FileNames; onSimilar: (hits: SimilarImage[]) => void }) => {
  const { form, states, categoryCode, ready } = useMaterialContext();
  const [coverImgId, otherImgIds, checkFileId, vrFileId, vrImgIds] = useWatch({
    control: form.control,
    name: ['coverImgId', 'otherImgIds', 'checkFileId', 'vrFileId', 'vrImgIds'],
  });
  const [vrCount, setVrCount] = useState<number>(MaterialImageLimits.vr);
  const [vrLoading, setVrLoading] = useState(false);
  const pixelMinimum = (largeImageCategories as readonly string[]).includes(categoryCode);

  // fileHasComplete is never typed: FG 1, image-only divisions 1 with an image, the rest need the check file too.
  useEffect(() => {
    if (!categoryCode) return;
    const complete = fileHasComplete(categoryCode, { coverImgId, otherImgIds, checkFileId });
    if (complete !== form.getValues('fileHasComplete')) form.setValue('fileHasComplete', complete);
  }, [form, categoryCode, coverImgId, otherImgIds, checkFileId]);

  const filesOf = (ids: readonly string[]): UploadedFile[] =>
    ids.map((id) => ({ id, fileName: files.fileNames[id] ?? id }));
  const idsOf = (list: UploadedFile[]) => {
    files.rememberFiles(list);
    return list.map((f) => f.id);
  };

  /** After an image upload: the stored image is searched for look-alikes; a hit opens 发现相似图片. */
  const searchSimilar = async (image: UploadedFile) => {
    try {
      const blob = await storedFileBlob(image.id);
      const found = await searchSimilarImages(new File([blob], image.fileName, { type: blob.type || 'image/jpeg' }));
      if (found.count > 0) onSimilar(found.data);
    } catch (error) {
      // The search is advisory: without it the upload still stands.
      console.warn('similar-image search failed', error);
    }
  };

  /** A VR zip: its images replace the VR list, and their count becomes the list's limit. */
  const loadVrImages = async (zip: UploadedFile) => {
    setVrLoading(true);
    try {
      const images = await vrImagesOf(zip.id);
      files.rememberFiles(images);
      setVrCount(Math.max(images.length, MaterialImageLimits.vr));
      form.setValue(
        'vrImgIds',
        images.map((i) => i.id),
        how,
      );
    } catch {
      // The failure was shown by the http client; the zip stays, without images.
    } finally {
      setVrLoading(false);
    }
  };

  const shown = (name: 'coverImgId' | 'otherImgIds' | 'checkFileId' | 'vrFileId' | 'vrImgIds') =>
    stateOf(states, name).shown;
  const locked = (name: 'coverImgId' | 'otherImgIds' | 'checkFileId' | 'vrFileId' | 'vrImgIds') =>
    stateOf(states, name).locked || !ready;
  if (!shown('coverImgId')) return null;

  return (
    <FormSection title={text.sections.media} icon={<Images />}>
      <div className="grid gap-x-6 gap-y-2 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <GroupField id={fieldId('coverImgId')} label={text.fields.coverImgId}>
          <CoverImageUpload
            readOnly={locked('coverImgId')}
            pixelMinimum={pixelMinimum}
            value={filesOf(coverImgId ? [coverImgId] : [])}
            onChange={(list) => form.setValue('coverImgId', idsOf(list)[0] ?? null, how)}
            onUploaded={(file) => void searchSimilar(file)}
          />
        </GroupField>
        <GroupField id={fieldId('otherImgIds')} label={text.fields.otherImgIds}>
          <OtherImageUpload
            readOnly={locked('otherImgIds')}
            pixelMinimum={pixelMinimum}
            maxCount={MaterialImageLimits.other}
            value={filesOf(otherImgIds)}
            onChange={(list) => form.setValue('otherImgIds', idsOf(list), how)}
            onUploaded={(file) => void searchSimilar(file)}
          />
        </GroupField>
        <GroupField id={fieldId('checkFileId')} label={text.fields.checkFileId}>
          <CheckFileUpload
            readOnly={locked('checkFileId')}
            value={filesOf(checkFileId ? [checkFileId] : [])}
            onChange={(list) => {
              const [file] = list;
              files.rememberFiles(list);
              form.setValue('checkFileId', file?.id ?? null, how);
              form.setValue('checkFileName', file?.fileName ?? null);
            }}
          />
        </GroupField>
        <GroupField id={fieldId('vrFileId')} label={text.fields.vrFileId}>
          <VrFileUpload
            readOnly={locked('vrFileId')}
            value={filesOf(vrFileId ? [vrFileId] : [])}
            onChange={(list) => {
              const [zip] = list;
              files.rememberFiles(list);
              form.setValue('vrFileId', zip?.id ?? null, how);
              // Removing the zip clears its images (spec 001 §4).
              if (!zip) {
                form.setValue('vrImgIds', [], how);
                setVrCount(MaterialImageLimits.vr);
              }
            }}
            onUploaded={(zip) => void loadVrImages(zip)}
          />
        </GroupField>
        {(shown('vrImgIds') || vrLoading) && (
          <div className="md:col-span-2" data-testid="vr-images">
            <GroupField id={fieldId('vrImgIds')} label={text.fields.vrImgIds}>
              {vrLoading ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <LoaderCircle aria-hidden className="size-4 animate-spin" />
                  {text.vrLoading}
                </p>
              ) : (
                <VrImageUpload
                  readOnly={locked('vrImgIds')}
                  pixelMinimum={pixelMinimum}
                  maxCount={Math.max(vrCount, vrImgIds.length)}
                  value={filesOf(vrImgIds)}
                  onChange={(list) => form.setValue('vrImgIds', idsOf(list), how)}
                  onUploaded={(file) => void searchSimilar(file)}
                />
              )}
            </GroupField>
          </div>
        )}
      </div>
    </FormSection>
  );
};
