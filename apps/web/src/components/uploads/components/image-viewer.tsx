import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { UploadText } from '../texts';
import type { UploadedFile } from '../use-file-upload';

/** The full-size image (getFile/{id}) in a dialog; open while `file` is set. */
export const ImageViewer = ({
  file,
  src,
  onClose,
}: {
  file: UploadedFile | null;
  src: string | null | undefined;
  onClose: () => void;
}) => (
  <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-[min(92vw,1600px)]">
      <DialogHeading
        titleClassName="truncate"
        title={file?.fileName}
        description={UploadText.viewerDescription}
        descriptionHidden
      />
      {file && src && (
        <div className="flex justify-center rounded-lg bg-muted/60 p-2">
          <img src={src} alt={file.fileName} className="max-h-[75vh] w-auto max-w-full object-contain" />
        </div>
      )}
    </DialogContent>
  </Dialog>
);
