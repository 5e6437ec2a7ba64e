import { bytesPerMB } from '@portal/contract';
import { ImageOff, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useFileUrls } from '@/api/file-urls';
import { cn } from '@/lib/utils';
import { UploadText } from '../texts';
import type { ImageBusinessType } from '../upload-rules';
import { type UploadedFile, type UseFileUploadOptions, useFileUpload } from '../use-file-upload';
import { FilePicker } from './file-picker';
import { ImageViewer } from './image-viewer';
import { PendingUploadItem } from './pending-upload-item';
import { RemoveFileButton } from './remove-file-button';

export interface ImageUploadProps extends Omit<UseFileUploadOptions, 'businessType'> {
  /** materialFabric (cover), materialFabricPicture (other), materialFabric3DVR (VR), materialInnovatePicture … */
  businessType: ImageBusinessType;
  /** The upload button's label; default by business type (上传封面图片 …). */
  label?: string;
  /** Shows the images only: no upload or remove buttons (detail views). */
  readOnly?: boolean;
  className?: string;
}

/** A card's image: an empty tile while its signed address is on its way; a failure belongs to its address. */
const Thumbnail = ({ src, alt }: { src: string | undefined; alt: string }) => {
  const [failed, setFailed] = useState<string>();
  if (src === undefined) return <span role="img" aria-label={alt} className="block size-full" />;
  if (failed === src)
    return (
      <span className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
        <ImageOff aria-hidden className="size-6" />
        <span className="text-xs">{UploadText.thumbnailFailed}</span>
      </span>
    );
  return <img src={src} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setFailed(src)} />;
};

/**
 * An image list: a card grid of thumbnails (getAbridgeImg) that open the full-size viewer (getFile),
 * cards with progress bars for the uploads under way, and an upload tile that disappears at the limit.
 */
export const ImageUpload = ({ label, readOnly = false, className, ...options }: ImageUploadProps) => {
  const upload = useFileUpload(options);
  const urls = useFileUrls();
  const [viewing, setViewing] = useState<UploadedFile | null>(null);
  const buttonLabel = label ?? UploadText.buttons[options.businessType] ?? UploadText.defaultButton;
  const card = 'relative flex aspect-square flex-col overflow-hidden rounded-lg border bg-card shadow-sm';

  return (
    <div data-slot="image-upload" className={cn('grid gap-2', className)}>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
        {options.value.map((file) => (
          <li key={file.id} className={card}>
            <button
              type="button"
              className="min-h-0 flex-1 cursor-zoom-in bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              aria-label={UploadText.view(file.fileName)}
              onClick={() => setViewing(file)}
            >
              <Thumbnail src={urls.thumbnail(file.id)} alt={file.fileName} />
            </button>
            <div className="flex items-center gap-1 border-t px-2 py-1">
              <span className="min-w-0 flex-1 truncate text-xs" title={file.fileName}>
                {file.fileName}
              </span>
              {!readOnly && <RemoveFileButton fileName={file.fileName} onRemove={() => upload.remove(file.id)} />}
            </div>
          </li>
        ))}
        {upload.pending.map((item) => (
          <li key={item.key} className={cn(card, 'justify-end bg-muted/40 p-3')}>
            <ImagePlus aria-hidden className="m-auto size-7 text-muted-foreground/60" />
            <PendingUploadItem upload={item} onCancel={upload.cancel} />
          </li>
        ))}
        {!readOnly && upload.canAdd && (
          <li className="aspect-square">
            <FilePicker upload={upload} label={buttonLabel}>
              {(open) => (
                <button
                  type="button"
                  onClick={open}
                  className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-card px-2 text-center text-sm text-muted-foreground transition-colors outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ImagePlus aria-hidden className="size-7" />
                  {buttonLabel}
                </button>
              )}
            </FilePicker>
          </li>
        )}
      </ul>
      {!readOnly && (
        <p className="text-xs text-muted-foreground">
          {UploadText.hint(upload.rule.extensions, upload.rule.maxBytes / bytesPerMB, upload.maxCount)}
        </p>
      )}
      <ImageViewer file={viewing} src={viewing ? urls.full(viewing.id) : null} onClose={() => setViewing(null)} />
    </div>
  );
};
