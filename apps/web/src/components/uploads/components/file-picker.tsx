import { type ReactNode, useRef } from 'react';

export interface FilePickerProps {
  accept?: string;
  multiple: boolean;
  /** The label of the trigger; the hidden input carries it too, for assistive technology and tests. */
  label: string;
  onFiles: (files: File[]) => void;
  /** Renders the visible trigger; `open` shows the browser's file dialog. */
  children: (open: () => void) => ReactNode;
}

/** A visible trigger over a hidden file input (the native one cannot be styled). */
export const FilePicker = ({ accept, multiple, label, onFiles, children }: FilePickerProps) => {
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
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again (after a refusal) fires another change.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
    </>
  );
};
