import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CountedTextarea } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/notify';

/** What every close-with-reason call takes: the rows and the reason. */
export interface ReasonInput {
  ids: number[];
  closeReason: string;
}

/** The words of one close-with-reason dialog, kept together in its feature's texts. */
export interface ReasonTexts {
  title: string;
  /** The confirmation question (此操作将…, 是否继续?). */
  description: string;
  label: string;
  placeholder?: string;
  submit: string;
  /** The success message shown once the call succeeded. */
  done: string;
}

export interface ReasonDialogProps {
  /** The rows to close; null: the dialog is closed. */
  ids: number[] | null;
  /**
   * The contract's input schema (ids and a required, bounded closeReason): its messages are the form's, its limit the
   * counter's.
   */
  schema: z.ZodObject<{ ids: z.ZodType<number[]>; closeReason: z.ZodString }>;
  texts: ReasonTexts;
  onSubmit: (body: ReasonInput) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

const ReasonForm = ({
  ids,
  schema,
  texts,
  onSubmit,
  onClose,
}: Omit<ReasonDialogProps, 'ids' | 'testId'> & { ids: number[] }) => {
  const id = useId();
  const form = useForm<ReasonInput>({ resolver: contractResolver(schema), defaultValues: { ids, closeReason: '' } });
  const reason = form.watch('closeReason') ?? '';
  const send = form.handleSubmit(async (body) => {
    await onSubmit(body);
    notify.success(texts.done);
    onClose();
  });
  return (
    <form onSubmit={send} className="grid gap-3" noValidate>
      <FormField id={id} label={texts.label} error={form.formState.errors.closeReason?.message}>
        <CountedTextarea
          placeholder={texts.placeholder}
          // Every close reason has its limit in the contract; the counter shows it.
          maxLength={schema.shape.closeReason.maxLength ?? Number.POSITIVE_INFINITY}
          length={reason.length}
          {...form.register('closeReason')}
        />
      </FormField>
      <FormActions
        onCancel={onClose}
        variant="destructive"
        submitLabel={texts.submit}
        pending={form.formState.isSubmitting}
      />
    </form>
  );
};

/**
 * Close with a reason (关闭采购单, 关闭采购明细, 关闭调料单): asks the question, requires the reason by the contract's
 * schema, sends it and says so. One dialog for every feature that closes rows this way.
 */
export const ReasonDialog = ({ ids, testId, ...form }: ReasonDialogProps) => (
  <FormDialog
    open={ids !== null}
    title={form.texts.title}
    description={form.texts.description}
    className="sm:max-w-md"
    testId={testId}
    onClose={form.onClose}
  >
    {ids && <ReasonForm ids={ids} {...form} />}
  </FormDialog>
);
