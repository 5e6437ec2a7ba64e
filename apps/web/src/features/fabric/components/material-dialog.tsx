import { MaterialStatus, type MaterialStatusValue } from '@portal/contract';
import { Layers, Star } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  useGuardedClose,
} from '@/components/ui/dialog';
import { DraftNotice, useFormGuard } from '@/components/ui/form-dialog';
import { FabricText } from '../texts';
import { MaterialFormBody } from './material-form';
import { type MaterialDialogInput, useMaterialForm } from './use-material-form';

export interface MaterialDialogProps extends MaterialDialogInput {
  open: boolean;
  /** Cancel or close (close-update). */
  onClose: () => void;
  /** After a successful save (refresh-upload / refresh-recommend); the lists reload by themselves. */
  onSaved?: () => void;
}

const t = FabricText.titles;

/** The title by form and inputs (spec 001 §2). */
export const materialDialogTitle = ({ form, id = null, copyFromId = null, stage }: MaterialDialogInput): string => {
  if (form === 'recommend') return id === null ? t.recommendUpload : t.recommendEdit;
  if (id === null) return copyFromId === null ? t.upload : t.copy;
  return stage === 'recommend' ? t.regularize : t.edit;
};

/** Names the draft of what the dialog edits (components/ui/form-dialog.tsx): the form, and the record or the copy. */
export const materialDraftKey = ({ form, id = null, copyFromId = null, completeData }: MaterialDialogInput): string =>
  ['material', form, id ?? (copyFromId === null ? 'new' : `copy-${copyFromId}`), completeData ? 'complete' : '']
    .filter(Boolean)
    .join(':');

const Body = (props: MaterialDialogProps) => {
  const state = useMaterialForm(props, () => {
    guard.saved();
    props.onSaved?.();
    props.onClose();
  });
  // Unsaved changes: asked about before closing, kept as a draft when the dialog closes by accident.
  const guard = useFormGuard(state.form, {
    draftKey: materialDraftKey(props),
    ready: !state.loading,
    extra: () => state.fileNames,
    restoreExtra: (names) =>
      state.rememberFiles(
        Object.entries((names ?? {}) as Record<string, string>).map(([id, fileName]) => ({ id, fileName })),
      ),
  });
  const close = useGuardedClose(props.onClose);
  const status = state.stored?.status as MaterialStatusValue | undefined;
  const Icon = props.form === 'recommend' ? Star : Layers;
  return (
    <>
      <DialogHeader className="border-b px-4 py-4 sm:px-6">
        <DialogTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-5 text-primary" />
          {materialDialogTitle(props)}
          {status !== undefined && MaterialStatus.texts[status] && (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {MaterialStatus.texts[status]}
            </span>
          )}
        </DialogTitle>
        <DialogDescription id="material-dialog-description">
          {props.form === 'recommend' ? FabricText.recommendDescription : FabricText.description}
        </DialogDescription>
      </DialogHeader>
      <DraftNotice guard={guard} />
      <MaterialFormBody state={state} onClose={close} />
    </>
  );
};

/**
 * The shoe-upper and recommended material dialogs: 1600 px wide (spec 000 §2; narrower screens get the whole
 * width), header and buttons fixed while the form scrolls. The form mounts afresh each time the dialog opens.
 */
export const MaterialDialog = (props: MaterialDialogProps) => (
  <Dialog open={props.open} onOpenChange={(next) => !next && props.onClose()}>
    <DialogContent
      data-testid="material-dialog"
      aria-describedby="material-dialog-description"
      onInteractOutside={(event) => event.preventDefault()}
      className="flex max-h-[92vh] w-[calc(100%-1rem)] max-w-[1600px] flex-col gap-0 overflow-hidden p-0 sm:w-[calc(100%-2rem)] sm:max-w-[1600px]"
    >
      {props.open && <Body {...props} />}
    </DialogContent>
  </Dialog>
);
