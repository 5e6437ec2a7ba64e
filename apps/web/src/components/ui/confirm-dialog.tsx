import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, QuestionHeading } from '@/components/ui/dialog';
import { AppText } from '@/lib/texts';

const text = AppText.confirm;

/** The 提示 question asked before a save (此操作将…, 是否继续?). */
export const ConfirmDialog = ({
  message,
  onConfirm,
  onCancel,
  testId,
}: {
  /** The question; null: closed. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) => (
  <Dialog open={message !== null} onOpenChange={(open) => !open && onCancel()}>
    <DialogContent showClose={false} role="alertdialog" className="sm:max-w-sm" data-testid={testId}>
      <QuestionHeading question={message} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button onClick={onConfirm}>{text.ok}</Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
