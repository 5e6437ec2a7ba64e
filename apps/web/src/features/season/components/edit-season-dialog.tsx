import { SeasonMessages, type SeasonOrder } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useGuardedClose,
} from '@/components/ui/dialog';
import { useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useEditSeason } from '../api/season';
import { SeasonText as text } from '../texts';

type EditValues = { deliveryDate: string; remark: string };

const EditForm = ({ order, onDone }: { order: SeasonOrder; onDone: () => void }) => {
  const edit = useEditSeason();
  const form = useForm<EditValues>({
    defaultValues: { deliveryDate: order.deliveryDate ?? '', remark: order.remark ?? '' },
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const guardedClose = useGuardedClose(onDone);
  const submit = form.handleSubmit(async (values) => {
    await edit.mutateAsync({ id: order.id, deliveryDate: values.deliveryDate || undefined, remark: values.remark });
    notify.success(SeasonMessages.saved);
    onDone();
  });
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField id="season-edit-date" label={text.deliveryDate}>
        <Input type="date" {...form.register('deliveryDate')} />
      </FormField>
      <FormField id="season-edit-remark" label={text.remark}>
        <Input maxLength={500} {...form.register('remark')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={guardedClose}>
          {text.cancel}
        </Button>
        <Button type="submit" pending={edit.isPending}>
          {text.save}
        </Button>
      </DialogFooter>
    </form>
  );
};

/** 编辑调料单: the supplier changes the delivery date and the remark (a new version). */
export const EditSeasonDialog = ({ order, onClose }: { order: SeasonOrder | null; onClose: () => void }) => (
  <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{text.editTitle}</DialogTitle>
        <DialogDescription>{order?.seasonNo}</DialogDescription>
      </DialogHeader>
      {order && <EditForm order={order} onDone={onClose} />}
    </DialogContent>
  </Dialog>
);
