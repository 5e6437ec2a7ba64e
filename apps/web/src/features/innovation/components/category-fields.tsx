import { innovationPrefix } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { formCategoriesQuery } from '@/api/lookups';
import { FieldLabel, MaterialCodeField, NativeSelect } from '@/components/form';
import { FormField } from '@/components/ui/form-field';
import { InnovationText as text } from '../texts';
import { fieldId, type InnovationFormApi } from './use-innovation-form';

const toId = (value: string): number | null => (value === '' ? null : Number(value));

type CategoryName = 'divisionId' | 'sectionId';

/** One of the two required category selects; `lockedBy` is the message of the state rule that locks it. */
const CategorySelect = ({
  form,
  name,
  options,
  placeholder,
  disabled,
  lockedBy,
  onChange,
}: {
  form: InnovationFormApi;
  name: CategoryName;
  options: readonly { id: number; name: string }[];
  placeholder: string;
  disabled: boolean;
  lockedBy?: string | null;
  onChange: (id: number | null) => void;
}) => {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FormField
      id={fieldId(name)}
      label={<FieldLabel required>{text.fields[name]}</FieldLabel>}
      error={fieldState.error?.message}
      hint={lockedBy ?? undefined}
    >
      <NativeSelect
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        disabled={disabled || Boolean(lockedBy)}
        title={lockedBy ?? undefined}
        onBlur={field.onBlur}
        onChange={(event) => onChange(toId(event.target.value))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
};

/**
 * 材料大类 / 材料小类 from the shoe categories, and the read-only 材料编码 with its CX prefix shown apart.
 * A new division clears the section and the tags, which depend on it. `divisionLock` is the contract's
 * refusal of a division change for the stored record (`innovationDivisionEditable`), or null.
 */
export const CategoryFields = ({
  form,
  divisionLock,
  materialCode,
}: {
  form: InnovationFormApi;
  divisionLock: string | null;
  materialCode: string | null;
}) => {
  const categories = useQuery(formCategoriesQuery());
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const sections = categories.data?.find((d) => d.id === divisionId)?.childrens ?? [];
  // After a failed check, a change re-checks at once, as typing does.
  const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  return (
    <>
      <CategorySelect
        form={form}
        name="divisionId"
        options={categories.data ?? []}
        placeholder={text.placeholders.divisionId}
        disabled={false}
        lockedBy={divisionLock}
        onChange={(id) => {
          form.setValue('divisionId', id, how);
          form.setValue('sectionId', null, how);
          form.setValue('tags', [], how);
        }}
      />
      <CategorySelect
        form={form}
        name="sectionId"
        options={sections}
        placeholder={divisionId === null ? text.placeholders.sectionFirst : text.placeholders.sectionId}
        disabled={divisionId === null}
        onChange={(id) => form.setValue('sectionId', id, how)}
      />
      <MaterialCodeField
        id="innovation-materialCode"
        label={text.fields.materialCode}
        placeholder={text.placeholders.materialCode}
        materialCode={materialCode}
        prefix={innovationPrefix}
      />
    </>
  );
};
