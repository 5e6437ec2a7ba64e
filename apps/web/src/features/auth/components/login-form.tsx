import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type LoginFormInput, type LoginFormValues, loginSchema, useSignIn } from '../api/sign-in';
import { AuthText } from '../texts';
import { ForgotPasswordDialog } from './forgot-password-dialog';

export interface LoginFormProps {
  onSignedIn: () => void;
  /** The app is already moving on (loading the next page's code): keep the button busy. */
  busy?: boolean;
}

export const LoginForm = ({ onSignedIn, busy = false }: LoginFormProps) => {
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { loginAccount: '', password: '' },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;
  const pending = signIn.isPending || busy;
  const [forgot, setForgot] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch {
      // The http client has already shown the server's message; the form just stays as it is.
    }
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-2">
        <FormField id="loginAccount" label={AuthText.account} error={errors.loginAccount?.message}>
          <Input
            startIcon={<UserRound />}
            autoComplete="username"
            autoFocus
            placeholder={AuthText.accountPlaceholder}
            className="h-10"
            {...form.register('loginAccount')}
          />
        </FormField>
        <FormField id="password" label={AuthText.password} error={errors.password?.message}>
          <Input
            startIcon={<LockKeyhole />}
            type="password"
            autoComplete="current-password"
            placeholder={AuthText.passwordPlaceholder}
            className="h-10"
            {...form.register('password')}
          />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setForgot(true)}>
            {AuthText.forgot.open}
          </Button>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" pending={pending}>
          {AuthText.submit}
        </Button>
      </form>
      {/* Outside the login form: React's events bubble through the dialog's portal, a submit would reach it. */}
      <ForgotPasswordDialog
        open={forgot}
        onOpenChange={setForgot}
        loginAccount={forgot ? form.getValues('loginAccount') : ''}
        onReset={(loginAccount) => {
          form.reset({ loginAccount, password: '' });
          form.setFocus('password');
        }}
      />
    </>
  );
};
