import {
  InnovationLimits,
  InnovationMessages,
  InnovationStatus,
  innovationDivisionEditable,
  innovationLifecycle,
  refusal,
} from '@portal/contract';
import { FileText, Images, NotebookPen } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { CountedTextarea, FieldLabel, FormSection, MaterialTagPicker } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useGuardedClose } from '@/components/ui/dialog';
import { DraftNotice, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordForm } from '@/components/ui/record-form';
import { InnovationText as text } from '../texts';
import { CategoryFields } from './category-fields';
import { MediaFields } from './media-fields';
import { fieldId, type InnovationFormApi, useInnovationForm } from './use-innovation-form';

/** 材料介绍 (required, 500) or 核心技术 (200), with the counter of its limit. */
const TextareaField = ({
  form,
  name,
  required = false,
}: {
  form: InnovationFormApi;
  name: 'comment' | 'coreTechnology';
  required?: boolean;
}) => {
  const value = useWatch({ control: form.control, name });
  return (
    <FormField
      id={fieldId(name)}
      label={<FieldLabel required={required}>{text.fields[name]}</FieldLabel>}
      error={form.formState.errors[name]?.message}
    >
      <CountedTextarea
        rows={6}
        maxLength={InnovationLimits[name]}
        length={value?.length ?? 0}
        placeholder={text.placeholders[name]}
        {...form.register(name)}
      />
    </FormField>
  );
};

/** 材料标签: the tags that fit the chosen division. */
const TagsField = ({ form }: { form: InnovationFormApi }) => {
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const { field, fieldState } = useController({ control: form.control, name: 'tags' });
  return (
    <MaterialTagPicker
      id={fieldId('tags')}
      label={text.fields.tags}
      error={fieldState.error?.message}
      divisionId={divisionId}
      value={field.value}
      onChange={field.onChange}
    />
  );
};

/**
 * The body and buttons of the innovation dialog (spec 001 §2-5): 基本信息, 材料说明, 图片与附件; 取消, 暂存,
 * 提交. Each save asks for confirmation; a failed check shows the spec's message and scrolls to the field.
 */
export const InnovationForm = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const state = useInnovationForm(id, () => {
    guard.saved();
    onClose();
  });
  // Unsaved changes: asked about before closing, kept as a draft when the dialog closes by accident.
  const guard = useFormGuard(state.form, {
    draftKey: `innovation:${id ?? 'new'}`,
    ready: !state.loading,
    extra: () => state.fileNames,
    restoreExtra: (names) =>
      state.rememberFiles(
        Object.entries((names ?? {}) as Record<string, string>).map(([id, fileName]) => ({ id, fileName })),
      ),
  });
  const close = useGuardedClose(onClose);
  const { form } = state;
  const { errors } = form.formState;
  const busy = state.loading || state.saving !== null;
  // What the stored record allows is the contract's state rules, as the stub applies them (null: a new record).
  const stored = state.record;
  const status = stored?.status ?? null;
  const divisionLock = refusal(stored, [innovationDivisionEditable]);

  return (
    <>
      <DraftNotice guard={guard} />
      <RecordForm
        state={state}
        texts={text}
        buttons={
          <>
            <Button variant="outline" onClick={close}>
              {text.cancel}
            </Button>
            {innovationLifecycle.can('saveDraft', status) && (
              <Button
                variant="secondary"
                disabled={busy}
                pending={state.saving === InnovationStatus.draft}
                onClick={state.saveDraft}
              >
                {text.draft}
              </Button>
            )}
            {innovationLifecycle.can('submit', status) && (
              <Button disabled={busy} pending={state.saving === InnovationStatus.submitted} onClick={state.submit}>
                {text.submit}
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-5 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="grid content-start gap-5">
            <FormSection title={text.sections.basic} icon={<NotebookPen />}>
              <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
                <CategoryFields form={form} divisionLock={divisionLock} materialCode={stored?.materialCode ?? null} />
                <FormField
                  id={fieldId('materialName')}
                  label={<FieldLabel required>{text.fields.materialName}</FieldLabel>}
                  error={errors.materialName?.message}
                >
                  <Input
                    maxLength={InnovationLimits.materialName}
                    placeholder={text.placeholders.materialName}
                    autoComplete="off"
                    {...form.register('materialName')}
                  />
                </FormField>
                <div className="md:col-span-2">
                  <TagsField form={form} />
                </div>
              </div>
            </FormSection>
            <FormSection title={text.sections.description} icon={<FileText />}>
              <div className="grid gap-x-6 gap-y-2 lg:grid-cols-2">
                <TextareaField form={form} name="comment" required />
                <TextareaField form={form} name="coreTechnology" />
              </div>
            </FormSection>
          </div>
          <FormSection title={text.sections.media} icon={<Images />} className="content-start">
            <MediaFields form={form} fileNames={state.fileNames} rememberFiles={state.rememberFiles} />
          </FormSection>
        </div>
      </RecordForm>

      <ConfirmDialog
        testId="innovation-confirm"
        message={
          state.confirming === null
            ? null
            : state.confirming === InnovationStatus.draft
              ? InnovationMessages.confirmDraft
              : InnovationMessages.confirmSubmit
        }
        onConfirm={() => void state.confirm()}
        onCancel={state.cancelConfirm}
      />
    </>
  );
};
