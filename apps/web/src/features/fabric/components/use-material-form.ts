import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CategoryNode,
  copyMaterial,
  type MaterialFabric,
  type MaterialFabricDetail,
  type MaterialForm,
  MaterialMessages,
  type MaterialRuleContext,
  type MaterialStatusValue,
  materialFormFields,
  materialFormSchema,
  materialLifecycle,
  materialSaveStatus,
  offersDraft,
  recommendCategoryCodes,
  shownInForms,
  workingStatus,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { materialCategoriesQuery, materialDetailQuery, useSaveMaterial } from '../api/material';
import { fieldId, type MaterialFormApi } from './form-context';
import { emptyMaterial, fromDetail, type MaterialFormValues, toSaveBody } from './material-values';

/** A loaded form waits this long before asking for its record (spec 001 §4). */
export const detailDelayMs = 250;

/** What opens the dialog (spec 001 §2: material id, copy-source id, stage, complete-data flag). */
export interface MaterialDialogInput {
  /** 'fabric': the shoe-upper form; 'recommend': the recommended form. */
  form: MaterialForm;
  /** The record to edit; null: a new one (or a copy). */
  id?: number | null;
  /** 复制鞋面料: the record whose values start a new one. */
  copyFromId?: number | null;
  /** The shoe-upper form opened on a recommended material (推荐材料转正). */
  stage?: 'recommend' | 'normal';
  /** Complete the data of a stored record: worked as status 5, submitted as 3 with isCompleteData 1. */
  completeData?: boolean;
}

/** The messages a failed submit warns with itself (spec 001 §5 "Submit checks"); any other gives formInvalid. */
const ownWarnings: readonly string[] = [
  MaterialMessages.draftNeedsName,
  MaterialMessages.grainsRequired,
  MaterialMessages.grainsNoneMaintained,
  MaterialMessages.effectsRequired,
  MaterialMessages.effectsNoneMaintained,
  MaterialMessages.colorsRequired,
  MaterialMessages.subListIncomplete,
  MaterialMessages.basePricesIncomplete,
];

/** The fields in the order the dialog shows them, for the scroll to the first message. */
const fieldOrder: readonly string[] = materialFormFields;
const firstError = (errors: FieldErrors<MaterialFormValues>) => {
  const names = Object.keys(errors);
  return [...names].sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))[0];
};
export const scrollToField = (name: string | undefined) => {
  const element = name ? document.getElementById(fieldId(name)) : null;
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
};

/**
 * The record of an edit or a copy, asked for 250 ms after the dialog opened (its first render, not the effect that
 * follows the first paint); nothing for a new one. The timer asks for it itself, so the request leaves when the wait
 * ends rather than after the re-render that `due` causes; the query then shares that request.
 */
const useDelayedDetail = (id: number | null) => {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => performance.now());
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (id === null) return;
    const timer = setTimeout(
      () => {
        void queryClient.prefetchQuery(materialDetailQuery(id));
        setDue(true);
      },
      Math.max(0, detailDelayMs - (performance.now() - openedAt)),
    );
    return () => clearTimeout(timer);
  }, [id, openedAt, queryClient]);
  return useQuery({ ...materialDetailQuery(id ?? 0), enabled: id !== null && due });
};

/** The categories a form offers: the shoe ones without the hidden kind; the recommended form without FG. */
const useCategories = (form: MaterialForm) =>
  useQuery({
    ...materialCategoriesQuery(),
    select: (divisions: CategoryNode[]) =>
      divisions.filter(
        (d) =>
          shownInForms(d) &&
          (form === 'fabric' || (recommendCategoryCodes as readonly string[]).includes(d.materialCode)),
      ),
  });

export type SaveAction = 'draft' | 'submit' | 'regularize';

/**
 * The material dialog's state: the form (judged by the contract's `materialFormSchema` with the category, section,
 * action and stored record of the moment), the record of an edit or copy, the category it is judged by, and the
 * save flow: validate → confirm → save → 暂存成功! / 提交成功!, or the spec's warning and a scroll to the field.
 * A failed save keeps every value (the form is never reset by it).
 */
export const useMaterialForm = (input: MaterialDialogInput, onSaved: () => void) => {
  const { form: kind, completeData = false } = input;
  const id = input.id ?? null;
  const stage = input.stage ?? (kind === 'recommend' ? 'recommend' : 'normal');
  const regularize = kind === 'fabric' && stage === 'recommend' && id !== null;
  const sourceId = id ?? input.copyFromId ?? null;
  const copying = id === null && sourceId !== null;

  const categories = useCategories(kind);
  const detail = useDelayedDetail(sourceId);
  const stored: MaterialFabricDetail | null = copying ? null : (detail.data ?? null);

  // The rule context changes with the category and the button pressed; the resolver reads the latest.
  const ctxRef = useRef<MaterialRuleContext>({ categoryCode: '', sectionName: null, action: 'draft', form: kind });
  const resolver: Resolver<MaterialFormValues> = (values, context, options) =>
    (zodResolver(materialFormSchema(ctxRef.current)) as unknown as Resolver<MaterialFormValues>)(
      values,
      context,
      options,
    );
  const form: MaterialFormApi = useForm<MaterialFormValues>({
    resolver,
    defaultValues: emptyMaterial(stage),
    shouldFocusError: false,
  });

  const [fileNames, setFileNames] = useState<Record<string, string>>({});
  const rememberFiles = useCallback(
    (files: readonly UploadedFile[]) =>
      setFileNames((names) => ({ ...names, ...Object.fromEntries(files.map((f) => [f.id, f.fileName])) })),
    [],
  );

  // The loaded record fills the form once; a copy starts from it without its identity (contract copyMaterial).
  // A layout effect: the values are in before the first paint without the loading cover, never a frame later.
  const loaded = useRef(false);
  useLayoutEffect(() => {
    const d = detail.data;
    if (!d || loaded.current) return;
    loaded.current = true;
    let values = fromDetail(d, stage);
    if (copying) {
      const cleared = copyMaterial(values as unknown as Partial<MaterialFabric>) as unknown as MaterialFormValues;
      values = { ...cleared, status: 1 };
    }
    if (completeData) values.status = 5;
    form.reset(values);
    rememberFiles([...d.imgs, ...d.checkFiles, ...d.vrFiles, ...d.vrImgs]);
  }, [detail.data, copying, completeData, stage, form, rememberFiles]);

  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const sectionId = useWatch({ control: form.control, name: 'sectionId' });
  const division = categories.data?.find((d) => d.id === divisionId) ?? null;
  const section = division?.childrens.find((s) => s.id === sectionId) ?? null;
  const categoryCode = division?.materialCode ?? '';
  const sectionName = section?.name ?? null;

  const storedStatus = (stored?.status ?? null) as MaterialStatusValue | null;
  const status = workingStatus(storedStatus, completeData);

  const ruleContext = (
    action: 'draft' | 'submit',
    available?: MaterialRuleContext['available'],
  ): MaterialRuleContext => ({
    categoryCode,
    sectionName,
    action,
    form: kind,
    stored: stored ? { ...stored, status: stored.status } : null,
    completeData,
    regularize: regularize && action === 'submit',
    available,
  });

  const [confirming, setConfirming] = useState<{ action: SaveAction; body: MaterialFormValues } | null>(null);
  const save = useSaveMaterial();
  const [saving, setSaving] = useState<SaveAction | null>(null);

  const request = (action: SaveAction, available?: MaterialRuleContext['available']) => {
    ctxRef.current = ruleContext(action === 'draft' ? 'draft' : 'submit', available);
    void form.handleSubmit(
      (values) => setConfirming({ action, body: values }),
      (errors) => {
        const name = firstError(errors);
        const message = name ? (errors[name as keyof MaterialFormValues] as { message?: string })?.message : undefined;
        notify.warning(message && ownWarnings.includes(message) ? message : MaterialMessages.formInvalid);
        scrollToField(name);
      },
    )();
  };

  const confirmMessage = (action: SaveAction) =>
    kind === 'recommend'
      ? MaterialMessages.confirmRecommend
      : action === 'draft'
        ? MaterialMessages.confirmDraft
        : action === 'regularize'
          ? MaterialMessages.confirmRegularize
          : MaterialMessages.confirmSubmit;

  const confirm = async () => {
    if (!confirming) return;
    const { action, body } = confirming;
    setConfirming(null);
    const sendStatus = materialSaveStatus({
      action: action === 'draft' ? 'draft' : 'submit',
      form: kind,
      completeData,
      regularize: action === 'regularize',
    }) as 1 | 2 | 3;
    // 转正 is the stub's stored 'recommend' sent as 'normal' (docs/domains/fabric.md, saveOrUpdate).
    const stage = action === 'regularize' ? { materialStage: 'normal' as const } : {};
    const payload = toSaveBody(
      { ...body, ...stage, isCompleteData: completeData ? 1 : body.isCompleteData },
      sendStatus,
    );
    setSaving(action);
    try {
      await save.mutateAsync(payload);
    } catch {
      // Swallowed on purpose (spec 001 §7, §8): the call was silent; only the loading stops, every value stays.
      return;
    } finally {
      setSaving(null);
    }
    notify.success(action === 'draft' ? MaterialMessages.draftSaved : MaterialMessages.submitted);
    onSaved();
  };

  const can = (action: Parameters<typeof materialLifecycle.can>[0]) => materialLifecycle.can(action, storedStatus);
  const buttons = (() => {
    if (kind === 'recommend') return { draft: false, cancel: true, submit: can('saveRecommend'), regularize: false };
    if (regularize) return { draft: false, cancel: true, submit: false, regularize: can('regularize') };
    if (completeData) return { draft: false, cancel: true, submit: can('completeData'), regularize: false };
    const draft = offersDraft(status) && can('saveDraft');
    return { draft, cancel: !draft, submit: can('submit'), regularize: false };
  })();

  const loading = sourceId !== null && !detail.data;
  return {
    form,
    kind,
    id,
    stage,
    copying,
    regularize,
    completeData,
    record: detail.data ?? null,
    stored,
    status,
    loading,
    loadFailed: detail.isError,
    categories: categories.data ?? [],
    division,
    section,
    categoryCode,
    sectionName,
    fileNames,
    rememberFiles,
    buttons,
    saving,
    confirmMessage: confirming ? confirmMessage(confirming.action) : null,
    request,
    confirm,
    cancelConfirm: () => setConfirming(null),
  };
};
export type MaterialFormState = ReturnType<typeof useMaterialForm>;
