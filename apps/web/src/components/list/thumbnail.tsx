import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { AppText } from '@/lib/texts';

/**
 * A table's image cell: a small square thumbnail, a muted tile while its signed address is on its way and when it
 * fails to load (a row without an image leaves its cell empty, which the table shows as '--'). Loaded lazily, so a
 * long page does not fetch the images below the fold at once. A failure belongs to its address: a renewed one is
 * tried again.
 */
export const Thumbnail = ({ src, alt }: { src: string | undefined; alt: string }) => {
  const [failed, setFailed] = useState<string>();
  if (src === undefined)
    return <span role="img" aria-label={alt} className="block size-10 rounded-md border bg-muted" />;
  if (failed === src)
    return (
      <span
        role="img"
        aria-label={AppText.list.thumbnailFailed}
        className="flex size-10 items-center justify-center rounded-md border bg-muted text-muted-foreground"
      >
        <ImageOff aria-hidden className="size-4" />
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      className="size-10 rounded-md border bg-muted object-cover"
    />
  );
};
