import { AccountMessages, ProfileLimits, profileSchema } from '@portal/contract';
import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { displayText, formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { sessionStore, useSession } from '@/session/session';
import { type ProfileInput, useSaveProfile } from '../api/account';
import { AccountText } from '../texts';

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const text = AccountText.profile;

const InfoRow = ({ label, value }: { label: string; value: string }) => (
  <div className="grid gap-1">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="truncate text-sm font-medium text-foreground" title={value}>
      {value}
    </dd>
  </div>
);

/**
 * 个人中心 (spec 000 §2, §5): read-only account info and an editable personName / personEmail /
 * personTel form, 60% wide. Saving asks for confirmation first; data truthy shows 修改成功!.
 */
export const ProfileDialog = ({ open, onOpenChange }: ProfileDialogProps) => {
  const { user } = useSession();
  const [confirming, setConfirming] = useState<ProfileInput | null>(null);
  const save = useSaveProfile();
  const form = useForm<ProfileInput>({
    resolver: contractResolver(profileSchema),
    defaultValues: { personName: '', personEmail: '', personTel: '' },
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const close = () => onOpenChange(false);
  const { errors } = form.formState;

  // Filled when the dialog opens, from the user as it is then (not on every later session change).
  useEffect(() => {
    const current = sessionStore.get().user;
    if (open && current) {
      form.reset({ personName: current.personName, personEmail: current.personEmail, personTel: current.personTel });
    }
    if (!open) setConfirming(null);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) => setConfirming(values));

  const confirm = async () => {
    if (!confirming) return;
    const values = confirming;
    setConfirming(null);
    let saved: boolean;
    try {
      saved = await save.mutateAsync(values);
    } catch {
      // The http client has already shown why.
      return;
    }
    if (saved) {
      notify.success(AccountMessages.profileSaved);
      close();
    } else {
      notify.error(AccountMessages.profileFailed);
    }
  };

  return (
    <>
      <FormDialog
        open={open}
        title={text.title}
        icon={UserRound}
        description={text.title}
        descriptionHidden
        testId="profile-dialog"
        className="w-[calc(100%-2rem)] max-w-none gap-5 sm:max-w-none lg:w-[60%]"
        onClose={close}
      >
        <section aria-labelledby="profile-account-info" className="rounded-lg border bg-muted/40 p-4">
          <h3 id="profile-account-info" className="mb-3 text-sm font-semibold text-brand-900">
            {text.accountInfo}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            <InfoRow label={text.loginAccount} value={displayText(user?.loginAccount)} />
            <InfoRow label={text.supplierCode} value={displayText(user?.supplierCode)} />
            <InfoRow label={text.supplierName} value={displayText(user?.supplierName)} />
            <InfoRow label={text.createTime} value={formatDateTime(user?.createTime)} />
            <InfoRow label={text.lastModifyTime} value={formatDateTime(user?.lastModifyTime)} />
          </dl>
        </section>

        <form noValidate onSubmit={onSubmit} aria-labelledby="profile-personal-info" className="grid gap-1">
          <h3 id="profile-personal-info" className="mb-2 text-sm font-semibold text-brand-900">
            {text.personalInfo}
          </h3>
          <div className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-3">
            <FormField id="personName" label={text.personName} error={errors.personName?.message}>
              <Input autoComplete="name" maxLength={ProfileLimits.personName} {...form.register('personName')} />
            </FormField>
            <FormField id="personEmail" label={text.personEmail} error={errors.personEmail?.message}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={ProfileLimits.personEmail}
                {...form.register('personEmail')}
              />
            </FormField>
            <FormField id="personTel" label={text.personTel} error={errors.personTel?.message}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={ProfileLimits.personTel}
                {...form.register('personTel')}
              />
            </FormField>
          </div>
          <FormActions onCancel={close} pending={save.isPending} className="mt-2" />
        </form>
      </FormDialog>

      <ConfirmDialog
        testId="profile-confirm"
        message={confirming === null ? null : AccountMessages.confirmProfile}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
};
