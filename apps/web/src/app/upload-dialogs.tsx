import { Upload } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { UploadKind } from '@/components/layout/upload-popover';
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

export interface UploadDialogHostProps {
  /** The upload the user chose in the top bar (its atom already checked), or null. */
  kind: UploadKind | null;
  onClose: () => void;
}

// The form (react-hook-form, zod, the upload family) loads when the dialog is first opened, not with the shell.
const InnovationDialog = lazy(() =>
  import('@/features/innovation').then((module) => ({ default: module.InnovationDialog })),
);

/** The shoe-upper and recommended forms come with the forms issue; until then this says so. */
const PendingUploadDialog = ({
  kind,
  onClose,
}: {
  kind: Exclude<UploadKind, 'innovate'> | null;
  onClose: () => void;
}) => (
  <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent data-testid="upload-dialog" className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Upload aria-hidden className="size-5 text-primary" />
          {kind ? AppText.upload.dialogTitles[kind] : ''}
        </DialogTitle>
        <DialogDescription>{AppText.upload.dialogPending}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {AppText.upload.close}
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

/**
 * Where the material upload dialogs (spec 000 §2: 1600 px wide; spec 001) open; the top bar already decides
 * which one and checks the atom. The innovation dialog is the real form (features/innovation).
 */
export const UploadDialogHost = ({ kind, onClose }: UploadDialogHostProps) => (
  <>
    <PendingUploadDialog kind={kind === 'innovate' ? null : kind} onClose={onClose} />
    {kind === 'innovate' && (
      <Suspense fallback={null}>
        <InnovationDialog open onClose={onClose} />
      </Suspense>
    )}
  </>
);
