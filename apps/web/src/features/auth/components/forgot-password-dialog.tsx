import { forgetPasswordInput, resetCodeQuery } from '@portal/contract';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { resetPassword, sendResetCode } from '../api/password-reset';
import { AuthText } from '../texts';

type ResetInput = z.input<typeof forgetPasswordInput>;
type ResetValues = z.output<typeof forgetPasswordInput>;

const text = AuthText.forgot;
/** How long 获取验证码 rests after a code was sent (the stub allows three codes an account in 15 minutes). */
export const resendAfterSeconds = 60;

/** Counts down from `seconds` once started; 0 when idle. */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(resendAfterSeconds) };
};

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the login form holds in 账号 when the dialog opens. */
  loginAccount: string;
  /** The password was reset: the login form takes the account and waits for the new password. */
  onReset: (loginAccount: string) => void;
}

/**
 * 找回密码 (spec 000 §7 oauth/code and oauth/forgetPassword): a code is sent by SMS to the account's phone, whose
 * masked number the answer shows; the code and a new password that keeps the spec's password rules reset it. A
 * refusal (验证码错误或已过期, too many requests) is the http client's warning; the form keeps what was typed.
 */
export const ForgotPasswordDialog = ({ open, onOpenChange, loginAccount, onReset }: ForgotPasswordDialogProps) => {
  // The contract's forgetPasswordInput (account, code, the new-password rules, the confirmation): the call's body.
  const form = useForm<ResetInput, unknown, ResetValues>({
    resolver: contractResolver(forgetPasswordInput),
    defaultValues: { loginAccount, code: '', newPwd: '', confirmPwd: '' },
  });
  const { errors } = form.formState;
  const [sent, setSent] = useState<{ personTel: string; expiresIn: number } | null>(null);
  const countdown = useCountdown();

  // A dialog opened again starts from the login form's account, with nothing else typed.
  useEffect(() => {
    if (!open) return;
    form.reset({ loginAccount, code: '', newPwd: '', confirmPwd: '' });
    setSent(null);
  }, [open, loginAccount, form]);

  // Plain calls, not react-query: the query client belongs to the signed-in session (app/shell.tsx).
  const [sending, setSending] = useState(false);
  const onSendCode = async () => {
    // 获取验证码 judges the account alone, with the code call's own rule (resetCodeQuery).
    const checked = resetCodeQuery.safeParse({ loginAccount: form.getValues('loginAccount') });
    if (!checked.success) {
      form.setError('loginAccount', { message: checked.error.issues[0]?.message });
      form.setFocus('loginAccount');
      return;
    }
    form.clearErrors('loginAccount');
    setSending(true);
    try {
      setSent(await sendResetCode(checked.data.loginAccount));
      countdown.start();
    } catch {
      // The http client has shown the refusal (too many codes, an unknown account).
    } finally {
      setSending(false);
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
    } catch {
      // The http client has shown the server's message; the form keeps what was typed.
      return;
    }
    notify.success(text.success);
    onReset(values.loginAccount);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="forgot-password-dialog">
        <DialogHeading title={text.title} icon={KeyRound} description={text.description} />
        <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-label={text.title}>
          <FormField id="reset-loginAccount" label={AuthText.account} error={errors.loginAccount?.message}>
            <Input
              autoComplete="username"
              placeholder={AuthText.accountPlaceholder}
              {...form.register('loginAccount')}
            />
          </FormField>
          <div className="flex items-start gap-2">
            <FormField
              id="reset-code"
              label={text.code}
              error={errors.code?.message}
              hint={sent ? text.sent(sent.personTel, Math.round(sent.expiresIn / 60)) : undefined}
              className="min-w-0 flex-1"
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={text.codePlaceholder}
                startIcon={<MessageSquareText />}
                {...form.register('code')}
              />
            </FormField>
            {/* Level with the input: under the label's line (text-sm) and the field's gap. */}
            <Button
              type="button"
              variant="outline"
              className="mt-[1.375rem] w-32 shrink-0"
              disabled={countdown.left > 0}
              pending={sending}
              onClick={() => void onSendCode()}
            >
              {countdown.left > 0 ? text.resend(countdown.left) : sent ? text.resendNow : text.sendCode}
            </Button>
          </div>
          <NewPasswordFields idPrefix="reset-" register={form.register} errors={errors} />
          <FormActions
            className="mt-2"
            onCancel={() => onOpenChange(false)}
            submitLabel={text.submit}
            pending={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
};
