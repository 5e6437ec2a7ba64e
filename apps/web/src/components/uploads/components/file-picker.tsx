import { type ReactNode, useRef } from 'react';
import { acceptOf } from '../upload-rules';
import type { FileUploadState } from '../use-file-upload';

export interface FilePickerProps {
  /** The upload list the chosen files go to: the types its rule accepts, and whether several may be chosen. */
  upload: Pick<FileUploadState, 'rule' | 'multiple' | 'addFiles'>;
  /** The label of the trigger; the hidden input carries it too, for assistive technology and tests. */
  label: string;
  /** Renders the visible trigger; `open` shows the browser's file dialog. */
  children: (open: () => void) => ReactNode;
}

/** A visible trigger over a hidden file input (the native one cannot be styled). */
export const FilePicker = ({ upload, label, children }: FilePickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {children(() => input.current?.click())}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={label}
        data-slot="upload-input"
        accept={acceptOf(upload.rule)}
        multiple={upload.multiple}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again (after a refusal) fires another change.
          event.currentTarget.value = '';
          upload.addFiles(files);
        }}
      />
    </>
  );
};
