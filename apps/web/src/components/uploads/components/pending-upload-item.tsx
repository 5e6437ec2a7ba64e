import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { UploadText } from '../texts';
import type { PendingUpload } from '../use-file-upload';

/** A file on its way: name, phase, progress bar and a cancel button. */
export const PendingUploadItem = ({
  upload,
  onCancel,
  className,
}: {
  upload: PendingUpload;
  onCancel: (key: string) => void;
  className?: string;
}) => {
  const measured = upload.phase === 'uploading' || upload.phase === 'processing';
  const status = upload.phase === 'uploading' ? `${upload.percent}%` : UploadText.phases[upload.phase];
  return (
    <div data-slot="pending-upload" className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-xs font-medium" title={upload.fileName}>
          {upload.fileName}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-6 shrink-0 text-muted-foreground"
          aria-label={UploadText.cancel(upload.fileName)}
          onClick={() => onCancel(upload.key)}
        >
          <X aria-hidden />
        </Button>
      </div>
      <Progress value={measured ? upload.percent : null} aria-label={UploadText.progress(upload.fileName)} />
      <span className="text-xs text-muted-foreground tabular-nums">{status}</span>
    </div>
  );
};
