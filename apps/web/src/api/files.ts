import type { CallSpec } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { sendCall } from './api-client';
import type { RequestInput } from './http';

/** A call that answers a file (`file: true`): a template, a PDF. Its answer is a Blob (`CallResult`). */
export type FileCall = CallSpec & { file: true };

/** Hands a file to the browser's download under `fileName`. */
const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Asks a file call (an import template, a cost sheet's PDF) and saves its answer under `fileName`. A refusal is the
 * http client's notification, as for every call, and rejects.
 */
export const saveCallFile = async <C extends FileCall>(
  call: C,
  input: RequestInput<C> | undefined,
  fileName: string,
): Promise<void> => saveBlob(await sendCall<FileCall>(call, input), fileName);

/** `saveCallFile` for a button that shows it is busy (`pending`) while the file is made. */
export const useSaveCallFile = () => {
  const saving = useMutation({ mutationFn: (save: () => Promise<void>) => save() });
  return {
    pending: saving.isPending,
    save: <C extends FileCall>(call: C, input: RequestInput<C> | undefined, fileName: string) =>
      saving.mutate(() => saveCallFile(call, input, fileName)),
  };
};
