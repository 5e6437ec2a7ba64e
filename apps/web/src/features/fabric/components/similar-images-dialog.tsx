import type { SimilarImage } from '@portal/contract';
import { ExternalLink, ImageOff, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { useFileUrls } from '@/api/file-urls';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { displayText } from '@/lib/format';
import { fabricDetailUrl } from '../routes/urls';
import { FabricText } from '../texts';

const text = FabricText.similar;

/** A hit's cover, or a placeholder when it has none or it cannot be read (another supplier's file). */
const Cover = ({ src, alt }: { src: string | null | undefined; alt: string }) => {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src)
    return (
      <span className="flex size-full items-center justify-center text-muted-foreground">
        <ImageOff aria-hidden className="size-6" />
      </span>
    );
  return <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(src)} />;
};

/**
 * 发现相似图片 (spec 001 §2): the materials whose cover resembles the uploaded one, six to a row, each with its
 * cover, code (a link to the fabric detail in a new tab), name and suppliers.
 */
export const SimilarImagesDialog = ({ hits, onClose }: { hits: SimilarImage[] | null; onClose: () => void }) => {
  const urls = useFileUrls();
  return (
    <Dialog open={hits !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="similar-images" className="w-[calc(100%-2rem)] max-w-5xl sm:max-w-5xl">
        <DialogHeading
          title={text.title}
          icon={ScanSearch}
          iconClassName="text-warning"
          description={text.description(hits?.length ?? 0)}
        />
        <ul className="grid max-h-[60vh] grid-cols-3 gap-3 overflow-y-auto md:grid-cols-6">
          {(hits ?? []).map((hit) => (
            <li key={hit.id} className="flex flex-col overflow-hidden rounded-md border bg-card text-xs shadow-xs">
              <span className="block aspect-square bg-muted">
                <Cover
                  src={hit.coverImgId ? urls.thumbnail(hit.coverImgId) : null}
                  alt={`${text.cover} ${hit.materialCode}`}
                />
              </span>
              <span className="grid gap-0.5 p-2">
                <a
                  href={fabricDetailUrl(hit.id, 'favorites')}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text.open(hit.materialCode)}
                  className="inline-flex items-center gap-1 font-mono font-medium text-primary hover:underline"
                >
                  {hit.materialCode}
                  <ExternalLink aria-hidden className="size-3" />
                </a>
                <span className="truncate" title={hit.materialName}>
                  {hit.materialName}
                </span>
                <span className="truncate text-muted-foreground" title={hit.supplierShortnames ?? ''}>
                  {displayText(hit.supplierShortnames)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{text.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
