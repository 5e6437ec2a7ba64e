import type { UploadKind } from '@/components/layout/upload-popover';
import { useLoaded } from '@/lib/use-loaded';

export interface UploadDialogHostProps {
  /** The upload the user chose in the top bar (its atom already checked), or null. */
  kind: UploadKind | null;
  onClose: () => void;
}

// The forms (react-hook-form, zod, the upload family, the pickers) load when a dialog is first opened, not with the
// shell. A chunk that failed to load (network): the dialog stays closed; choosing again retries.
const loadInnovation = () => import('@/features/innovation').then((module) => module.InnovationDialog);
const loadMaterial = () => import('@/features/fabric').then((module) => module.MaterialDialog);

/**
 * Where the material upload dialogs (spec 000 §2: 1600 px wide; spec 001) open; the top bar already decides which
 * one and checks the atom. 鞋面料 and 推荐材料 are the material dialog (features/fabric) in its two forms; a save
 * reloads the fabric and recommended lists, so the current route's list shows it.
 */
export const UploadDialogHost = ({ kind, onClose }: UploadDialogHostProps) => {
  const InnovationDialog = useLoaded(loadInnovation, kind === 'innovation');
  const MaterialDialog = useLoaded(loadMaterial, kind === 'fabric' || kind === 'recommend');
  return (
    <>
      {kind === 'innovation' && InnovationDialog && <InnovationDialog open onClose={onClose} />}
      {(kind === 'fabric' || kind === 'recommend') && MaterialDialog && (
        <MaterialDialog key={kind} open form={kind} onClose={onClose} />
      )}
    </>
  );
};
