import {
  asciiBrackets,
  assembleMaterialName,
  defaultCategoryPrefix,
  MaterialLimits,
  materialHints,
  materialNameLocked,
  onCategoryChange,
  onSectionChange,
  sampleStageCategories,
  unitsByCategory,
} from '@portal/contract';
import { NotebookPen } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  FieldLabel,
  FormSection,
  GroupField,
  MaterialCodeField,
  MaterialTagPicker,
  NativeSelect,
} from '@/components/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { FabricText as text } from '../../texts';
import { applyPatch, fieldId, how, stateOf, useMaterialContext } from '../form-context';
import { ChoiceListField, TextField } from '../material-fields';
import type { MaterialFormState } from '../use-material-form';

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * 选择资料是否完整 of the recommended form, 完整 (1) or 不完整 (0): required, so it stands under the name with its
 * star, and a 提交 without it marks both choices and says 选择资料是否完整.
 */
const CompleteDataChoice = () => {
  const { form, states, ready } = useMaterialContext();
  const state = stateOf(states, 'isCompleteData');
  const field = useController({ control: form.control, name: 'isCompleteData' });
  if (!state.shown) return null;
  const invalid = Boolean(field.fieldState.error);
  const choices = [
    { value: 1 as const, label: text.fileHasComplete.yes },
    { value: 0 as const, label: text.fileHasComplete.no },
  ];
  return (
    <GroupField
      id={fieldId('isCompleteData')}
      label={<FieldLabel required={state.required}>{text.fields.fileHasComplete}</FieldLabel>}
      error={field.fieldState.error?.message}
    >
      <div
        role="radiogroup"
        aria-label={text.fields.fileHasComplete}
        aria-required={state.required}
        aria-invalid={invalid || undefined}
        className="flex gap-2"
      >
        {choices.map((choice) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented pair of buttons reads better than radio dots here
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={field.field.value === choice.value}
            disabled={state.locked || !ready}
            onClick={() => form.setValue('isCompleteData', choice.value, how)}
            className={cn(
              'h-9 min-w-20 cursor-pointer rounded-md border px-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60',
              field.field.value === choice.value
                ? 'border-primary bg-primary text-primary-foreground'
                : invalid
                  ? 'border-destructive bg-card text-destructive'
                  : 'border-input bg-card hover:border-primary hover:text-primary',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </GroupField>
  );
};

/** 材料大类 and 材料小类: a new category clears nearly everything that depends on it, a new section what the spec lists. */
const CategorySelects = ({ state }: { state: MaterialFormState }) => {
  const { form, states, ready } = useMaterialContext();
  const division = useController({ control: form.control, name: 'divisionId' });
  const section = useController({ control: form.control, name: 'sectionId' });
  const divisionState = stateOf(states, 'divisionId');
  const sections = state.division?.childrens ?? [];
  return (
    <>
      <FormField
        id={fieldId('divisionId')}
        label={<FieldLabel required>{text.fields.divisionId}</FieldLabel>}
        error={division.fieldState.error?.message}
      >
        <NativeSelect
          ref={division.field.ref}
          value={division.field.value ?? ''}
          disabled={!ready || divisionState.locked}
          onBlur={division.field.onBlur}
          onChange={(event) => {
            applyPatch(form, onCategoryChange().patch);
            form.setValue('divisionId', toId(event.target.value), how);
          }}
        >
          <option value="">{text.placeholders.divisionId}</option>
          {state.categories.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={fieldId('sectionId')}
        label={<FieldLabel required>{text.fields.sectionId}</FieldLabel>}
        error={section.fieldState.error?.message}
      >
        <NativeSelect
          ref={section.field.ref}
          value={section.field.value ?? ''}
          disabled={!ready || division.field.value === null || stateOf(states, 'sectionId').locked}
          onBlur={section.field.onBlur}
          onChange={(event) => {
            applyPatch(form, onSectionChange());
            form.setValue('sectionId', toId(event.target.value), how);
          }}
        >
          <option value="">
            {division.field.value === null ? text.placeholders.sectionFirst : text.placeholders.sectionId}
          </option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
};

/**
 * SL names and UT sheet names are assembled and locked; LT/SY/TU carry a full name with the thickness in mm
 * (contract `assembleMaterialName`, spec 001 §9).
 */
const useAssembledNames = () => {
  const { form, categoryCode, sectionName } = useMaterialContext();
  const [materialName, elements, hardness, thicknesses] = useWatch({
    control: form.control,
    name: ['materialName', 'elements', 'hardness', 'thicknesses'],
  });
  const locked = categoryCode !== '' && materialNameLocked(categoryCode, sectionName);
  useEffect(() => {
    if (!categoryCode) return;
    const names = assembleMaterialName(
      {
        materialName,
        elements: elements.map((e) => ({ element: e.element, proportion: e.proportion })),
        hardness,
        thicknesses,
      },
      categoryCode,
      sectionName,
    );
    if (locked && (names.materialName ?? '') !== form.getValues('materialName'))
      form.setValue('materialName', names.materialName ?? '');
    if ((names.fullMaterialName ?? '') !== form.getValues('fullMaterialName'))
      form.setValue('fullMaterialName', names.fullMaterialName ?? '');
  }, [form, categoryCode, sectionName, locked, materialName, elements, hardness, thicknesses]);
  return locked;
};

/** 基本信息: category, code, name, unit, stage or development count, seasons, body number and tags. */
export const BasicSection = ({ state }: { state: MaterialFormState }) => {
  const { form, states, categoryCode, dictionary, ready } = useMaterialContext();
  const nameLocked = useAssembledNames();
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const tags = useController({ control: form.control, name: 'tags' });
  const nameState = stateOf(states, 'materialName');
  const subCodes = state.copying ? [] : (state.record?.materialSubCodes ?? []);
  const name = form.register('materialName');
  const units = (unitsByCategory as Record<string, readonly string[]>)[categoryCode] ?? [];
  const stageByDivision = (sampleStageCategories as readonly string[]).includes(categoryCode);

  return (
    <FormSection title={text.sections.basic} icon={<NotebookPen />}>
      <div className="grid items-start gap-x-6 gap-y-2 md:grid-cols-2 xl:grid-cols-4">
        <CategorySelects state={state} />
        {/* A copy has no code yet. */}
        <MaterialCodeField
          id={fieldId('materialCode')}
          label={text.fields.materialCode}
          placeholder={text.placeholders.materialCode}
          materialCode={state.copying ? null : state.record?.materialCode}
          prefix={categoryCode || defaultCategoryPrefix}
        />
        <FormField
          id={fieldId('materialName')}
          label={
            <FieldLabel required={nameState.shown ? nameState.required : true}>{text.fields.materialName}</FieldLabel>
          }
          error={form.formState.errors.materialName?.message}
        >
          <Input
            maxLength={MaterialLimits.name}
            autoComplete="off"
            readOnly={nameLocked}
            disabled={!ready || nameState.locked}
            className={nameLocked ? 'bg-muted/60' : undefined}
            placeholder={text.placeholders.text}
            {...name}
            onChange={(event) => {
              // Full-width brackets become ASCII as they are typed (spec 001 §9), as the stub stores them.
              event.target.value = asciiBrackets(event.target.value);
              return name.onChange(event);
            }}
          />
        </FormField>
        <CompleteDataChoice />
        {subCodes.length > 0 && (
          <FormField id={fieldId('materialSubCodes')} label={text.fields.materialSubCodes} className="md:col-span-2">
            <Input readOnly tabIndex={-1} value={subCodes.join('、')} className="bg-muted/60 text-muted-foreground" />
          </FormField>
        )}
        {categoryCode && ['LT', 'SY', 'TU'].includes(categoryCode) && (
          <TextField name="fullMaterialName" readOnly className="md:col-span-2" />
        )}
        <TextField name="unit" options={units.map((u) => ({ value: u, label: u }))} />
        {stageByDivision ? (
          <div className="md:col-span-2">
            <ChoiceListField name="sampleStages" options={dictionary('sample_stage')} />
          </div>
        ) : (
          <TextField name="developTimes" options={dictionary('develop_times')} />
        )}
        <TextField name="bodyNo" maxLength={MaterialLimits.bodyNo * 5} />
        <div className="md:col-span-2 xl:col-span-4">
          <ChoiceListField name="seasons" options={dictionary('season')} hint={materialHints.season} />
        </div>
        {stateOf(states, 'tags').shown && (
          <div className="md:col-span-2 xl:col-span-4">
            <MaterialTagPicker
              id={fieldId('tags')}
              label={text.fields.tags}
              error={tags.fieldState.error?.message}
              divisionId={divisionId}
              value={tags.field.value}
              onChange={tags.field.onChange}
            />
          </div>
        )}
      </div>
    </FormSection>
  );
};
