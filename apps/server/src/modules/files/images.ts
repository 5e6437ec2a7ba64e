import { rename } from 'node:fs/promises';
import { openImage } from '../../kit/image-input';

/** Thumbnails fit in this square (JPEG, white behind transparency). */
export const thumbnailSize = 300;

/**
 * Re-encodes an image until it is under `targetBytes` (spec 001 §5: over 5 MB, compressed toward 5 MB):
 * first at the same size with a lighter encoding (JPEG quality 80, PNG palette), then scaled down by
 * the square root of the remaining ratio. Keeps the format. Returns the new size. An image over the pixel limit
 * throws before it is decoded (kit/image-input.ts).
 */
export const compressImage = async (
  src: string,
  dst: string,
  kind: 'jpeg' | 'png',
  targetBytes: number,
): Promise<number> => {
  const { width } = await (await openImage(src)).metadata();
  if (!width) throw new Error('not an image');
  let scale = 1;
  let size = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 6 && size >= targetBytes; attempt++) {
    let image = (await openImage(src)).rotate();
    if (scale < 1) image = image.resize({ width: Math.max(1, Math.round(width * scale)) });
    image =
      kind === 'png'
        ? image.png({ palette: true, quality: 80, compressionLevel: 9, effort: 3 })
        : image.jpeg({ quality: 80 });
    ({ size } = await image.toFile(dst));
    scale *= Math.sqrt(targetBytes / size) * 0.95;
  }
  return size;
};

/**
 * Writes the thumbnail of `src` to `dst` (via a temporary name, so a reader never sees half a file). An image over the
 * pixel limit throws before it is decoded.
 */
export const writeThumbnail = async (src: string, dst: string, tmp: string): Promise<void> => {
  await (await openImage(src, { failOn: 'error' }))
    .rotate()
    .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toFile(tmp);
  await rename(tmp, dst);
};
