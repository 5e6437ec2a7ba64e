import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AppText } from '@/lib/texts';

/** A password input of a form: its field (form.register), the rule's message under it, and what the browser may fill in. */
export interface PasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

export const PasswordField = ({ id, label, placeholder, autoComplete, field, error }: PasswordFieldProps) => (
  <FormField id={id} label={label} error={error}>
    <Input type="password" autoComplete={autoComplete} placeholder={placeholder} {...field} />
  </FormField>
);

const newPasswordFields = [
  { name: 'newPwd', label: AppText.password.newPwd, placeholder: AppText.password.newPwdPlaceholder },
  { name: 'confirmPwd', label: AppText.password.confirmPwd, placeholder: AppText.password.confirmPwdPlaceholder },
] as const;
type NewPasswordName = (typeof newPasswordFields)[number]['name'];

/**
 * 新密码 and 确认密码 of 修改密码 and 找回密码 (their rules are the contract's `newPasswordFields`), from the form's register and
 * errors: ids `${idPrefix}newPwd` and `${idPrefix}confirmPwd`, so that two dialogs on one page keep theirs apart.
 */
export const NewPasswordFields = ({
  idPrefix = '',
  register,
  errors,
}: {
  idPrefix?: string;
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordName, { message?: string | undefined }>>;
}) => (
  <>
    {newPasswordFields.map(({ name, label, placeholder }) => (
      <PasswordField
        key={name}
        id={`${idPrefix}${name}`}
        label={label}
        placeholder={placeholder}
        autoComplete="new-password"
        field={register(name)}
        error={errors[name]?.message}
      />
    ))}
  </>
);
