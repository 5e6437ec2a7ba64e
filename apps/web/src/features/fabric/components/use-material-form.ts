import {
  type CategoryNode,
  copyMaterial,
  type MaterialFabricDetail,
  type MaterialForm,
  MaterialMessages,
  type MaterialRuleContext,
  type MaterialStatusValue,
  materialFormFields,
  materialFormSchema,
  materialLifecycle,
  materialLoadDelayMs,
  materialSaveStatus,
  offersDraft,
  recommendCategoryCodes,
  shownInForms,
  workingStatus,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import type { UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { materialCategoriesQuery, materialDetailQuery, useSaveMaterial } from '../api/material';
import type { MaterialFormApi } from './form-context';
import { emptyMaterial, fromDetail, type MaterialFormValues, toSaveBody } from './material-values';

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

/** The rules' order of the fields: the first message of a refused save is the first field's (the stub's answer). */
const fieldOrder: readonly string[] = materialFormFields;
const firstError = (errors: FieldErrors<MaterialFormValues>) => {
  const names = Object.keys(errors);
  return [...names].sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))[0];
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
      Math.max(0, materialLoadDelayMs - (performance.now() - openedAt)),
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

  // What the resolver judges by (refs: it runs between renders). While 暂存 / 提交 / 转正 validates, that save's
  // context; between saves the rules as the user types (a filled field's format and limits, on blur and then on
  // every change), or, once a 提交 was refused, the submit rules, so a corrected or emptied field is judged again
  // as 提交 judged it.
  const saveCtx = useRef<MaterialRuleContext | null>(null);
  const liveCtx = useRef<MaterialRuleContext>({ categoryCode: '', sectionName: null, action: 'submit', form: kind });
  const judged = useRef<'typing' | 'submit'>('typing');
  // The rules judge the values as the form holds them; a save sends those values (toSaveBody), not a parsed copy.
  const resolver: Resolver<MaterialFormValues> = async (values, context, options) => {
    const judge = contractResolver<ReturnType<typeof materialFormSchema>, MaterialFormValues>(
      materialFormSchema(saveCtx.current ?? liveCtx.current, {
        typing: !saveCtx.current && judged.current === 'typing',
      }),
    );
    const { errors } = await judge(values, context, options);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form: MaterialFormApi = useForm<MaterialFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyMaterial(stage),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

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
    // A copy starts from the record without its identity, code, state and cover (copyMaterial), as a new draft.
    const values = fromDetail(copying ? copyMaterial(d) : d, stage);
    if (copying) values.status = 1;
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

  const available = useRef<MaterialRuleContext['available']>(undefined);
  liveCtx.current = ruleContext('submit', available.current);

  const [confirming, setConfirming] = useState<{ action: SaveAction; body: MaterialFormValues } | null>(null);
  const save = useSaveMaterial();
  const [saving, setSaving] = useState<SaveAction | null>(null);

  /**
   * A save button: the save's rules; refused, the spec's warning, every invalid field marked and the first one on
   * the page scrolled to and focused; accepted, the confirmation.
   */
  const request = (action: SaveAction, offered?: MaterialRuleContext['available']) => {
    available.current = offered;
    const kindOfSave = action === 'draft' ? 'draft' : 'submit';
    saveCtx.current = ruleContext(kindOfSave, offered);
    judged.current = kindOfSave === 'submit' ? 'submit' : 'typing';
    void form
      .handleSubmit(
        (values) => setConfirming({ action, body: values }),
        (errors) => {
          const name = firstError(errors);
          const message = name
            ? (errors[name as keyof MaterialFormValues] as { message?: string })?.message
            : undefined;
          notify.warning(message && ownWarnings.includes(message) ? message : MaterialMessages.formInvalid);
          focusFirstInvalid(formRef.current);
        },
      )()
      .finally(() => {
        saveCtx.current = null;
      });
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
    formRef,
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
