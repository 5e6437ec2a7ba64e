import { LockKeyhole, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFailRoute, useLoaded } from '@/lib/use-loaded';
import type { LoginFormInput, LoginFormValues } from '../api/sign-in';
import { AuthText } from '../texts';

/*
 * /login shows its form without the code that signs in (zod, the contract, the http client, the cipher) and without
 * the forgot-password dialog: they load when the user starts signing in or opens the dialog
 * (docs/decisions/0037-the-first-page.md).
 */
const loadSignIn = () => import('../api/sign-in');
const loadForgotPassword = () => import('./forgot-password-dialog').then((module) => module.ForgotPasswordDialog);

/** The contract's login body, checked once its code is there. */
const loginResolver: Resolver<LoginFormInput, unknown, LoginFormValues> = async (values, context, options) =>
  (await loadSignIn()).loginResolver(values, context, options);

export interface LoginFormProps {
  onSignedIn: () => void;
  /** The user started signing in (typed, tapped or pressed a key): a moment to fetch what comes after the login. */
  onSigningIn?: () => void;
  /** The app is already moving on (loading the next page's code): keep the button busy. */
  busy?: boolean;
}

export const LoginForm = ({ onSignedIn, onSigningIn, busy = false }: LoginFormProps) => {
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { loginAccount: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || busy;
  const [forgot, setForgot] = useState(false);
  const failRoute = useFailRoute();
  // Once opened, the dialog stays mounted, so it can close with its animation.
  const ForgotPasswordDialog = useLoaded(loadForgotPassword, forgot, failRoute);

  const started = useRef(false);
  const signingIn = () => {
    if (started.current) return;
    started.current = true;
    loadSignIn().catch(() => {});
    onSigningIn?.();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const { signIn } = await loadSignIn();
    try {
      await signIn(values);
    } catch {
      // The http client has already shown the server's message; the form just stays as it is.
      return;
    }
    onSignedIn();
  });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => onSubmit(event).catch(failRoute)}
        onInput={signingIn}
        onKeyDown={signingIn}
        onPointerDown={signingIn}
        className="grid gap-2"
      >
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
      {ForgotPasswordDialog && (
        <ForgotPasswordDialog
          open={forgot}
          onOpenChange={setForgot}
          loginAccount={forgot ? form.getValues('loginAccount') : ''}
          onReset={(loginAccount) => {
            form.reset({ loginAccount, password: '' });
            form.setFocus('password');
          }}
        />
      )}
    </>
  );
};
