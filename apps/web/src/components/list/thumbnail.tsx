import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { AppText } from '@/lib/texts';

/**
 * A table's image cell: a small square thumbnail, a muted tile when it fails to load (a row
 * without an image leaves its cell empty, which the table shows as '--'). Loaded lazily, so a long
 * page does not fetch the images below the fold at once.
 */
export const Thumbnail = ({ src, alt }: { src: string; alt: string }) => {
  const [failed, setFailed] = useState(false);
  if (failed)
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
      onError={() => setFailed(true)}
      className="size-10 rounded-md border bg-muted object-cover"
    />
  );
};
