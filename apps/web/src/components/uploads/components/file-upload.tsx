import { bytesPerMB, fileExtension } from '@portal/contract';
import { FileArchive, FileText, Paperclip, Upload } from 'lucide-react';
import { useFileUrls } from '@/api/file-urls';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { UploadText } from '../texts';
import type { FileBusinessType } from '../upload-rules';
import { type UseFileUploadOptions, useFileUpload } from '../use-file-upload';
import { FilePicker } from './file-picker';
import { PendingUploadItem } from './pending-upload-item';
import { RemoveFileButton } from './remove-file-button';

export interface FileUploadProps extends Omit<UseFileUploadOptions, 'businessType' | 'pixelMinimum'> {
  /** materialFabricCheck (PDF), materialFabric3DVRFile (zip), materialInnovateAppendix (attachments) … */
  businessType: FileBusinessType;
  label?: string;
  readOnly?: boolean;
  className?: string;
}

const iconFor = (fileName: string) => {
  const ext = fileExtension(fileName);
  if (ext === 'zip') return FileArchive;
  if (ext === 'pdf') return FileText;
  return Paperclip;
};

/**
 * A document list: check PDF (opens in the browser's viewer), 3D VR zip, attachments. Rows for the
 * uploaded files, rows with progress bars for the uploads under way, and a button hidden at the limit.
 */
export const FileUpload = ({ label, readOnly = false, className, ...options }: FileUploadProps) => {
  const upload = useFileUpload(options);
  const urls = useFileUrls();
  const buttonLabel = label ?? UploadText.buttons[options.businessType] ?? UploadText.defaultButton;
  const row = 'flex min-w-0 items-center gap-3 rounded-md border bg-card px-3 py-2 shadow-xs';

  return (
    <div data-slot="file-upload" className={cn('grid gap-2', className)}>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          {upload.canAdd && (
            <FilePicker upload={upload} label={buttonLabel}>
              {(open) => (
                <Button variant="outline" size="sm" onClick={open}>
                  <Upload aria-hidden />
                  {buttonLabel}
                </Button>
              )}
            </FilePicker>
          )}
          <span className="text-xs text-muted-foreground">
            {UploadText.hint(upload.rule.extensions, upload.rule.maxBytes / bytesPerMB, upload.maxCount)}
          </span>
        </div>
      )}
      {(options.value.length > 0 || upload.pending.length > 0) && (
        <ul className="grid gap-2">
          {options.value.map((file) => {
            const Icon = iconFor(file.fileName);
            const isPdf = fileExtension(file.fileName) === 'pdf';
            return (
              <li key={file.id} className={row}>
                <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                <a
                  href={isPdf ? urls.pdf(file.id) : urls.full(file.id)}
                  target={isPdf ? '_blank' : undefined}
                  rel={isPdf ? 'noopener noreferrer' : undefined}
                  download={isPdf ? undefined : file.fileName}
                  aria-label={isPdf ? UploadText.previewPdf(file.fileName) : UploadText.download(file.fileName)}
                  className="min-w-0 flex-1 truncate text-sm text-primary underline-offset-4 hover:underline"
                  title={file.fileName}
                >
                  {file.fileName}
                </a>
                {!readOnly && <RemoveFileButton fileName={file.fileName} onRemove={() => upload.remove(file.id)} />}
              </li>
            );
          })}
          {upload.pending.map((item) => (
            <li key={item.key} className={row}>
              <PendingUploadItem upload={item} onCancel={upload.cancel} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
