import { CircleHelp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AppText } from '@/lib/texts';

const text = AppText.innovate;

/** 此操作将暂存/提交创新材料信息, 是否继续?: asked before each save. */
export const ConfirmDialog = ({
  message,
  onConfirm,
  onCancel,
}: {
  /** The question; null: closed. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Dialog open={message !== null} onOpenChange={(open) => !open && onCancel()}>
    <DialogContent showClose={false} role="alertdialog" className="sm:max-w-sm" data-testid="innovation-confirm">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2 text-base">
          <CircleHelp aria-hidden className="size-5 text-warning" />
          {text.confirmTitle}
        </DialogTitle>
        <DialogDescription className="text-foreground">{message}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button onClick={onConfirm}>{text.confirmOk}</Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
