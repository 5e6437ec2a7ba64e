import { zodResolver } from '@hookform/resolvers/zod';
import { type PurchaseCloseInput, PurchaseLimits, PurchaseMessages, purchaseCloseInput } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { CountedTextarea } from '@/components/form';
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
import { useClosePurchase } from '../api/purchase';
import { PurchaseText as text } from '../texts';

const CloseForm = ({ ids, onDone }: { ids: number[]; onDone: () => void }) => {
  const close = useClosePurchase();
  const form = useForm<PurchaseCloseInput>({
    resolver: zodResolver(purchaseCloseInput),
    defaultValues: { ids, closeReason: '' },
  });
  const reason = form.watch('closeReason') ?? '';
  const submit = form.handleSubmit(async (body) => {
    await close.mutateAsync(body);
    notify.success(PurchaseMessages.closed);
    onDone();
  });
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField id="purchase-close-reason" label={text.closeReason} error={form.formState.errors.closeReason?.message}>
        <CountedTextarea
          placeholder={text.closeReasonPlaceholder}
          maxLength={PurchaseLimits.closeReason}
          length={reason.length}
          {...form.register('closeReason')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button type="submit" variant="destructive" pending={close.isPending}>
          {text.closeSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
};

/** 关闭采购单: asks why (required); a closed order leaves the delivery reminders. */
export const CloseDialog = ({ ids, onClose }: { ids: number[] | null; onClose: () => void }) => (
  <Dialog open={ids !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-md" data-testid="close-dialog">
      <DialogHeader>
        <DialogTitle>{text.closeTitle}</DialogTitle>
        <DialogDescription>{PurchaseMessages.confirmClose}</DialogDescription>
      </DialogHeader>
      {ids && <CloseForm ids={ids} onDone={onClose} />}
    </DialogContent>
  </Dialog>
);
