import { imageMaxPixels } from '@portal/contract';
import type { Sharp, SharpOptions } from 'sharp';

/** Loaded on first use: the image library stays out of the stub's cold start. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Every image the stub decodes is opened here (recompression, thumbnails, the similar-image hash), with the one pixel
 * limit (`imageMaxPixels`, the contract's): sharp reads the header first and refuses an image whose width × height is
 * over it before a pixel is decoded, with an error `overPixelLimit` recognises.
 */
export const openImage = async (
  input: string | Buffer,
  options: Omit<SharpOptions, 'limitInputPixels'> = {},
): Promise<Sharp> => (await loadSharp())(input, { ...options, limitInputPixels: imageMaxPixels });

/** The image was refused for its pixel count (sharp: "Input image exceeds pixel limit"). */
export const overPixelLimit = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('exceeds pixel limit');

/**
 * Whether an image's header gives more pixels than the limit; only the header is read. False for anything sharp
 * cannot read (the type and content checks judge that).
 */
export const exceedsPixelLimit = async (input: string | Buffer): Promise<boolean> => {
  try {
    await (await openImage(input)).metadata();
    return false;
  } catch (error) {
    return overPixelLimit(error);
  }
};
