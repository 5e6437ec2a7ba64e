import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadText } from '../texts';

/** The delete icon beside an uploaded file of an editable list. */
export const RemoveFileButton = ({ fileName, onRemove }: { fileName: string; onRemove: () => void }) => (
  <Button
    variant="ghost"
    size="icon"
    className="size-7 shrink-0 text-muted-foreground hover:text-destructive"
    aria-label={UploadText.remove(fileName)}
    onClick={onRemove}
  >
    <Trash2 aria-hidden />
  </Button>
);
