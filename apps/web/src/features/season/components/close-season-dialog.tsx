import { zodResolver } from '@hookform/resolvers/zod';
import { SeasonMessages, seasonCloseInput } from '@portal/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useCloseSeason } from '../api/season';
import { SeasonText as text } from '../texts';

type CloseInput = z.infer<typeof seasonCloseInput>;

const CloseForm = ({ ids, onDone }: { ids: number[]; onDone: () => void }) => {
  const close = useCloseSeason();
  const form = useForm<CloseInput>({
    resolver: zodResolver(seasonCloseInput),
    defaultValues: { ids, closeReason: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await close.mutateAsync(body);
    notify.success(SeasonMessages.closedOk);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField id="season-close-reason" label={text.closeReason} error={form.formState.errors.closeReason?.message}>
        <Input {...form.register('closeReason')} />
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

/** 关闭调料单 with a required reason. */
export const CloseSeasonDialog = ({ ids, onClose }: { ids: number[] | null; onClose: () => void }) => (
  <Dialog open={ids !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-md" data-testid="season-close-dialog">
      <DialogHeader>
        <DialogTitle>{text.closeTitle}</DialogTitle>
        <DialogDescription>{SeasonMessages.closeReasonRequired}</DialogDescription>
      </DialogHeader>
      {ids && <CloseForm ids={ids} onDone={onClose} />}
    </DialogContent>
  </Dialog>
);
