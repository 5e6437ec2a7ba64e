import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CountedTextarea } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';

/** What every close-with-reason call takes: the rows and the reason. */
export interface ReasonInput {
  ids: number[];
  closeReason: string;
}

export interface ReasonDialogProps {
  /** The rows to close; null: the dialog is closed. */
  ids: number[] | null;
  /** The contract's input schema (ids and a required, bounded closeReason): its messages are the form's. */
  schema: z.ZodType<ReasonInput, ReasonInput>;
  /** The longest reason (the schema's limit), for the counter. */
  maxLength: number;
  title: string;
  /** The confirmation question (此操作将…, 是否继续?). */
  description: string;
  label: string;
  placeholder?: string;
  submit: string;
  /** The success message shown once `onSubmit` resolves. */
  done: string;
  onSubmit: (body: ReasonInput) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

const ReasonForm = ({
  ids,
  schema,
  maxLength,
  label,
  placeholder,
  submit,
  done,
  onSubmit,
  onClose,
}: Omit<ReasonDialogProps, 'ids' | 'title' | 'description' | 'testId'> & { ids: number[] }) => {
  const id = useId();
  const form = useForm<ReasonInput>({ resolver: contractResolver(schema), defaultValues: { ids, closeReason: '' } });
  const reason = form.watch('closeReason') ?? '';
  const send = form.handleSubmit(async (body) => {
    await onSubmit(body);
    notify.success(done);
    onClose();
  });
  return (
    <form onSubmit={send} className="grid gap-3" noValidate>
      <FormField id={id} label={label} error={form.formState.errors.closeReason?.message}>
        <CountedTextarea
          placeholder={placeholder}
          maxLength={maxLength}
          length={reason.length}
          {...form.register('closeReason')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {AppText.confirm.cancel}
        </Button>
        <Button type="submit" variant="destructive" pending={form.formState.isSubmitting}>
          {submit}
        </Button>
      </DialogFooter>
    </form>
  );
};

/**
 * Close with a reason (关闭采购单, 关闭采购明细, 关闭调料单): asks the question, requires the reason by the contract's
 * schema, sends it and says so. One dialog for every feature that closes rows this way.
 */
export const ReasonDialog = ({ ids, title, description, testId, ...form }: ReasonDialogProps) => (
  <Dialog open={ids !== null} onOpenChange={(open) => !open && form.onClose()}>
    <DialogContent className="sm:max-w-md" data-testid={testId}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {ids && <ReasonForm ids={ids} {...form} />}
    </DialogContent>
  </Dialog>
);
