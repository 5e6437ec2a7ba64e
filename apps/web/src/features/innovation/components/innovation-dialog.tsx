import { InnovationStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AppText } from '@/lib/texts';
import { innovationDetailQuery } from '../api/innovation';
import { InnovationText } from '../texts';
import { InnovationForm } from './innovation-form';

export interface InnovationDialogProps {
  open: boolean;
  /** The record to edit (修改创新材料); null or absent: a new one (上传创新材料). */
  id?: number | null;
  onClose: () => void;
}

/** The status of the record being edited, once loaded. */
const StatusBadge = ({ id }: { id: number }) => {
  // Reads what the form loaded (it asks after 250 ms); never fetches by itself.
  const { data: record } = useQuery({ ...innovationDetailQuery(id), enabled: false });
  if (!record) return null;
  return (
    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      {InnovationStatus.texts[record.status]}
    </span>
  );
};

/**
 * The innovation material dialog: 1600 px wide (spec 000 §2, narrower screens get the whole width), its
 * header and close fixed while the form scrolls. The form mounts afresh each time the dialog opens.
 */
export const InnovationDialog = ({ open, id = null, onClose }: InnovationDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
    <DialogContent
      data-testid="innovation-dialog"
      aria-describedby="innovation-dialog-description"
      onInteractOutside={(event) => event.preventDefault()}
      className="flex max-h-[92vh] w-[calc(100%-1rem)] max-w-[1600px] flex-col gap-0 overflow-hidden p-0 sm:w-[calc(100%-2rem)] sm:max-w-[1600px]"
    >
      <DialogHeader className="border-b px-4 py-4 sm:px-6">
        <DialogTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5 text-primary" />
          {id === null ? AppText.upload.dialogTitles.innovation : InnovationText.editTitle}
          {id !== null && <StatusBadge id={id} />}
        </DialogTitle>
        <DialogDescription id="innovation-dialog-description">{InnovationText.description}</DialogDescription>
      </DialogHeader>
      <InnovationForm id={id} onClose={onClose} />
    </DialogContent>
  </Dialog>
);
