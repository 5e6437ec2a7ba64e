import {
  type InnovationDetail,
  type InnovationFields,
  InnovationMessages,
  InnovationStatus,
  type InnovationStatusValue,
  innovationSaveSchema,
  materialLoadDelayMs,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/components/form/contract-resolver';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import type { UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { innovationDetailQuery, useSaveInnovation } from '../api/innovation';

/** The dialog's values: the save body, its status set by the button pressed (暂存 '1', 提交 '2'). */
export type InnovationForm = InnovationFields & { status: InnovationStatusValue };
type InnovationBody = z.output<typeof innovationSaveSchema>;
export type InnovationFormApi = UseFormReturn<InnovationForm, unknown, InnovationBody>;

/** The dialog's fields, each with its element id (a refused save focuses the first marked one on the page). */
const innovationFields = [
  'divisionId',
  'sectionId',
  'materialName',
  'comment',
  'coreTechnology',
  'tags',
  'coverImgId',
  'otherImgIds',
  'appendixIds',
] as const satisfies readonly (keyof InnovationFields)[];
export type InnovationFieldName = (typeof innovationFields)[number];
export const fieldId = (name: InnovationFieldName) => `innovation-${name}`;

const emptyForm: InnovationForm = {
  id: null,
  divisionId: null,
  sectionId: null,
  materialName: '',
  comment: '',
  coreTechnology: '',
  tags: [],
  coverImgId: null,
  otherImgIds: [],
  appendixIds: [],
  status: InnovationStatus.draft,
};

const fromDetail = (d: InnovationDetail): InnovationForm => ({
  id: d.id,
  divisionId: d.divisionId,
  sectionId: d.sectionId,
  materialName: d.materialName,
  comment: d.comment ?? '',
  coreTechnology: d.coreTechnology ?? '',
  tags: d.tags,
  coverImgId: d.coverImgId,
  otherImgIds: d.otherImgIds,
  appendixIds: d.appendixIds,
  status: d.status,
});

/**
 * The form holds values the rules may still refuse (a category not chosen yet), so its value type is wider
 * than the schema's input; the resolver judges them with the save schema all the same.
 */
const resolver = contractResolver<typeof innovationSaveSchema, InnovationForm>(innovationSaveSchema);

/** The record of an edit, asked for 250 ms after the dialog opened; nothing for a new one. */
const useDelayedDetail = (id: number | null) => {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (id === null) return;
    const timer = setTimeout(() => setDue(true), materialLoadDelayMs);
    return () => clearTimeout(timer);
  }, [id]);
  return useQuery({ ...innovationDetailQuery(id ?? 0), enabled: id !== null && due });
};

/**
 * The innovation dialog's state: the form (validated by the contract's save schema, which picks the draft
 * or submit rules by status), the record of an edit, the names of its files, and the save flow: validate →
 * confirm → save → 暂存成功! / 提交成功!, or on a failed check the spec's message and a scroll to the field.
 */
export const useInnovationForm = (id: number | null, onSaved: () => void) => {
  const form: InnovationFormApi = useForm<InnovationForm, unknown, InnovationBody>({
    resolver,
    defaultValues: emptyForm,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const detail = useDelayedDetail(id);
  const [fileNames, setFileNames] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<InnovationBody | null>(null);
  const save = useSaveInnovation();

  const rememberFiles = useCallback((files: readonly UploadedFile[]) => {
    setFileNames((names) => ({ ...names, ...Object.fromEntries(files.map((f) => [f.id, f.fileName])) }));
  }, []);

  useEffect(() => {
    if (!detail.data) return;
    form.reset(fromDetail(detail.data));
    rememberFiles([...detail.data.imgs, ...detail.data.appendixFiles]);
  }, [detail.data, form, rememberFiles]);

  const request = (status: InnovationStatusValue) => {
    form.setValue('status', status);
    void form.handleSubmit(setConfirming, (errors) => {
      notify.warning(
        errors.materialName?.message === InnovationMessages.draftNeedsName
          ? InnovationMessages.draftNeedsName
          : InnovationMessages.submitInvalid,
      );
      focusFirstInvalid(formRef.current);
    })();
  };

  const confirm = async () => {
    if (!confirming) return;
    const body = confirming;
    setConfirming(null);
    try {
      await save.mutateAsync(body);
    } catch {
      // Swallowed on purpose (spec 000 §8): the call was silent, only the loading state stops.
      return;
    }
    notify.success(
      body.status === InnovationStatus.draft ? InnovationMessages.draftSaved : InnovationMessages.submitted,
    );
    onSaved();
  };

  const loading = id !== null && !detail.data;
  return {
    form,
    formRef,
    record: detail.data ?? null,
    loading,
    loadFailed: detail.isError,
    fileNames,
    rememberFiles,
    saving: save.isPending ? (save.variables?.status ?? null) : null,
    confirming: confirming?.status ?? null,
    saveDraft: () => request(InnovationStatus.draft),
    submit: () => request(InnovationStatus.submitted),
    confirm,
    cancelConfirm: () => setConfirming(null),
  };
};
