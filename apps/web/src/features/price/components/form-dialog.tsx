import type { ReactNode } from 'react';
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
import { PriceText as T } from '../texts';

/** The shell of the price forms: title, the rule reminder, and the form mounted afresh each time it opens. */
export const PriceFormDialog = ({
  open,
  title,
  testId,
  className,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
    <DialogContent data-testid={testId} className={className} onInteractOutside={(e) => e.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{T.formDescription}</DialogDescription>
      </DialogHeader>
      {open && children}
    </DialogContent>
  </Dialog>
);

/** 取消 and 保存 at the foot of a price form. */
export const FormButtons = ({ pending, onClose }: { pending: boolean; onClose: () => void }) => {
  // 取消 asks first while the form has unsaved changes (components/ui/form-dialog.tsx).
  const close = useGuardedClose(onClose);
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={close}>
        {T.cancel}
      </Button>
      <Button type="submit" pending={pending}>
        {T.save}
      </Button>
    </DialogFooter>
  );
};
