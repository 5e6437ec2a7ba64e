import { splitMaterialCode } from '@portal/contract';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * 材料编码, read-only: the code the stub gave the record, its category prefix (TJ, CX…) shown apart (spec 001 §3);
 * without a code yet, the prefix it will have and the placeholder.
 */
export const MaterialCodeField = ({
  id,
  label,
  placeholder,
  materialCode,
  prefix,
}: {
  id: string;
  label: ReactNode;
  placeholder: string;
  materialCode: string | null | undefined;
  prefix: string;
}) => {
  const code = splitMaterialCode(materialCode, prefix);
  return (
    <FormField id={id} label={label}>
      <Input
        readOnly
        tabIndex={-1}
        value={code.rest}
        placeholder={placeholder}
        className="bg-muted/60 pl-11 text-muted-foreground"
        startIcon={<span className="text-sm font-semibold text-brand-700">{code.prefix}</span>}
      />
    </FormField>
  );
};
