import { changePasswordSchema } from '@portal/contract';
import { KeyRound, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields, PasswordField } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { type ChangePasswordInput, useChangePassword } from '../api/account';
import { AccountText } from '../texts';

export interface ChangePasswordDialogProps {
  open: boolean;
  /**
   * The user's lastModifyTime is empty (spec 000 §2, §4): the dialog opened by itself and cannot be
   * closed (no close icon, no Escape, no click outside) until the password is changed.
   */
  forced: boolean;
  onOpenChange: (open: boolean) => void;
  /** After success: the caller logs out and goes to /login. */
  onChanged: () => void;
}

const emptyValues: ChangePasswordInput = { oldPwd: '', newPwd: '', confirmPwd: '' };
const text = AccountText.changePassword;

export const ChangePasswordDialog = ({ open, forced, onOpenChange, onChanged }: ChangePasswordDialogProps) => {
  const form = useForm<ChangePasswordInput>({
    resolver: contractResolver(changePasswordSchema),
    defaultValues: emptyValues,
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  // A dialog opened again starts empty.
  useEffect(() => {
    if (open) form.reset(emptyValues);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch {
      // The http client has shown the server's message (e.g. 原密码错误); the form stays as it is.
      return;
    }
    notify.success(text.success);
    onChanged();
  });

  const keepOpen = (event: Event) => {
    if (forced) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (forced && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        showClose={!forced}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="sm:max-w-lg"
        data-testid="change-password-dialog"
      >
        <DialogHeading
          title={text.title}
          icon={KeyRound}
          {...(!forced && { description: text.title, descriptionHidden: true })}
        />
        {forced && (
          <DialogDescription className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-800">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {text.forcedHint}
          </DialogDescription>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-2">
          <PasswordField
            id="oldPwd"
            label={text.oldPwd}
            placeholder={text.oldPwdPlaceholder}
            autoComplete="current-password"
            field={form.register('oldPwd')}
            error={errors.oldPwd?.message}
          />
          <NewPasswordFields register={form.register} errors={errors} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => form.reset(emptyValues)}>
              {text.reset}
            </Button>
            <Button type="submit" pending={change.isPending}>
              {text.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
