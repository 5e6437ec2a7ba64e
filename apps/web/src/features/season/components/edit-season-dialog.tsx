import { SeasonLimits, SeasonMessages, type SeasonOrder, seasonEditForm } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useEditSeason } from '../api/season';
import { SeasonText as text } from '../texts';

const EditForm = ({ order, onDone }: { order: SeasonOrder; onDone: () => void }) => {
  const edit = useEditSeason();
  // The contract's seasonEditForm: the fields of the call's body (saveOrUpdateSeason) the dialog edits.
  const form = useForm({
    resolver: contractResolver(seasonEditForm),
    defaultValues: { deliveryDate: order.deliveryDate ?? '', remark: order.remark ?? '' },
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await edit.mutateAsync({ id: order.id, deliveryDate: values.deliveryDate || undefined, remark: values.remark });
    notify.success(SeasonMessages.saved);
    onDone();
  });
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField id="season-edit-date" label={text.deliveryDate} error={errors.deliveryDate?.message}>
        <Input type="date" {...form.register('deliveryDate')} />
      </FormField>
      <FormField id="season-edit-remark" label={text.remark} error={errors.remark?.message}>
        <Input maxLength={SeasonLimits.remark} {...form.register('remark')} />
      </FormField>
      <FormActions onCancel={onDone} pending={edit.isPending} />
    </form>
  );
};

/** 编辑调料单: the supplier changes the delivery date and the remark (a new version). */
export const EditSeasonDialog = ({ order, onClose }: { order: SeasonOrder | null; onClose: () => void }) => (
  <FormDialog
    open={order !== null}
    title={text.editTitle}
    description={order?.seasonNo}
    className="sm:max-w-md"
    onClose={onClose}
  >
    {order && <EditForm order={order} onDone={onClose} />}
  </FormDialog>
);
