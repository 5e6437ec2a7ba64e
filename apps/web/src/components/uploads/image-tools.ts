import { compressAboveBytes } from '@portal/contract';

/** A decoded image: its natural size and something a canvas can draw. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  /** Frees the decoded pixels (ImageBitmap.close). */
  close?: () => void;
}

/**
 * How images are read and re-encoded. The browser one uses createImageBitmap (or an <img>) and a canvas;
 * tests inject a fake, since jsdom has neither a decoder nor a canvas.
 */
export interface ImageCodec {
  /** Rejects when the file is not an image the browser can read. */
  decode: (file: Blob) => Promise<DecodedImage>;
  /** JPEG of the image scaled to width × height, at `quality` (0..1). */
  encodeJpeg: (image: DecodedImage, width: number, height: number, quality: number) => Promise<Blob>;
}

const decodeWithElement = (file: Blob): Promise<DecodedImage> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () =>
      resolve({
        width: img.naturalWidth,
        height: img.naturalHeight,
        source: img,
        close: () => URL.revokeObjectURL(url),
      });
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image could not be decoded'));
    };
    img.src = url;
  });

export const browserImageCodec: ImageCodec = {
  decode: async (file) => {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file);
        return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
      } catch {
        // Some browsers refuse certain JPEG variants here but show them in an <img>: try that before giving up.
      }
    }
    return decodeWithElement(file);
  },
  encodeJpeg: (image, width, height, quality) =>
    new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('canvas 2d context unavailable'));
        return;
      }
      // JPEG has no alpha: a transparent PNG would turn black without a white ground.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image.source, 0, 0, width, height);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))),
        'image/jpeg',
        quality,
      );
    }),
};

/** Natural size of an image file; null when it cannot be decoded. */
export const measureImage = async (
  file: Blob,
  codec: ImageCodec = browserImageCodec,
): Promise<{ width: number; height: number } | null> => {
  try {
    const image = await codec.decode(file);
    image.close?.();
    return { width: image.width, height: image.height };
  } catch {
    return null;
  }
};

/**
 * Compression toward the target (spec 001 §5: "over 5MB are compressed toward 5MB"): JPEG quality is
 * stepped down at full size first; if even the lowest step is too big, the image is scaled down by 15 %
 * a step at quality 0.7. The smallest attempt wins if none reaches the target (the stub, asked with
 * compress=1, keeps going), and the original is kept if nothing came out smaller.
 */
export const CompressionSteps = {
  qualities: [0.92, 0.85, 0.75, 0.65, 0.55, 0.45],
  scaleStep: 0.85,
  scaledQuality: 0.7,
  maxScaleSteps: 8,
} as const;

export interface CompressOptions {
  targetBytes?: number;
  /** Sizes the result must keep (the pixel minimum of leather images): scaling stops above them. */
  minSize?: { longSide: number; shortSide: number };
  codec?: ImageCodec;
}

const fits = (width: number, height: number, min: CompressOptions['minSize']): boolean =>
  !min || (Math.max(width, height) >= min.longSide && Math.min(width, height) >= min.shortSide);

export const compressImage = async (file: File, options: CompressOptions = {}): Promise<File> => {
  const { targetBytes = compressAboveBytes, minSize, codec = browserImageCodec } = options;
  if (file.size <= targetBytes) return file;
  const image = await codec.decode(file);
  let best: Blob | null = null;
  try {
    const attempt = async (width: number, height: number, quality: number): Promise<boolean> => {
      const blob = await codec.encodeJpeg(image, width, height, quality);
      if (!best || blob.size < best.size) best = blob;
      return blob.size <= targetBytes;
    };
    let done = false;
    for (const quality of CompressionSteps.qualities) {
      done = await attempt(image.width, image.height, quality);
      if (done) break;
    }
    for (let step = 1; !done && step <= CompressionSteps.maxScaleSteps; step++) {
      const scale = CompressionSteps.scaleStep ** step;
      const width = Math.max(1, Math.round(image.width * scale));
      const height = Math.max(1, Math.round(image.height * scale));
      if (!fits(width, height, minSize)) break;
      done = await attempt(width, height, CompressionSteps.scaledQuality);
    }
  } finally {
    image.close?.();
  }
  const smallest = best as Blob | null;
  if (!smallest || smallest.size >= file.size) return file;
  // The name stays the user's (the 20-character rule and the list show it); the content is JPEG now.
  return new File([smallest], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
};
