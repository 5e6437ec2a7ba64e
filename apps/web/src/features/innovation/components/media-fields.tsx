import { InnovationLimits } from '@portal/contract';
import { useController } from 'react-hook-form';
import { GroupField } from '@/components/form';
import { AttachmentUpload, InnovationImageUpload, type UploadedFile } from '@/components/uploads';
import { InnovationText as text } from '../texts';
import { fieldId, type InnovationFormApi } from './use-innovation-form';

interface MediaFieldsProps {
  form: InnovationFormApi;
  /** Names of the files the form knows (loaded or uploaded), by id: the form itself keeps ids only. */
  fileNames: Record<string, string>;
  rememberFiles: (files: readonly UploadedFile[]) => void;
}

/**
 * 封面图片 (one), 材料图片 (two) and 附件 (five): the upload component family's lists, holding the ids
 * the save sends (coverImgId, otherImgIds, appendixIds).
 */
export const MediaFields = ({ form, fileNames, rememberFiles }: MediaFieldsProps) => {
  const cover = useController({ control: form.control, name: 'coverImgId' });
  const others = useController({ control: form.control, name: 'otherImgIds' });
  const appendices = useController({ control: form.control, name: 'appendixIds' });
  const filesOf = (ids: readonly string[]): UploadedFile[] => ids.map((id) => ({ id, fileName: fileNames[id] ?? id }));
  const idsOf = (files: UploadedFile[]) => {
    rememberFiles(files);
    return files.map((f) => f.id);
  };

  return (
    <div className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <GroupField id={fieldId('coverImgId')} label={text.fields.cover} error={cover.fieldState.error?.message}>
        <InnovationImageUpload
          label={text.uploadCover}
          maxCount={InnovationLimits.coverImages}
          value={filesOf(cover.field.value ? [cover.field.value] : [])}
          onChange={(files) => cover.field.onChange(idsOf(files)[0] ?? null)}
        />
      </GroupField>
      <GroupField id={fieldId('otherImgIds')} label={text.fields.images} error={others.fieldState.error?.message}>
        <InnovationImageUpload
          maxCount={InnovationLimits.otherImages}
          value={filesOf(others.field.value)}
          onChange={(files) => others.field.onChange(idsOf(files))}
        />
      </GroupField>
      <div className="sm:col-span-2">
        <GroupField
          id={fieldId('appendixIds')}
          label={text.fields.appendices}
          error={appendices.fieldState.error?.message}
        >
          <AttachmentUpload
            maxCount={InnovationLimits.appendices}
            value={filesOf(appendices.field.value)}
            onChange={(files) => appendices.field.onChange(idsOf(files))}
          />
        </GroupField>
      </div>
    </div>
  );
};
