import {
  bytesPerMB,
  compressAboveBytes,
  type UploadBusinessType,
  UploadMessages,
  type UploadRule,
  uploadRules,
} from '@portal/contract';
import { UploadText } from './texts';

/** Business types whose lists hold images (thumbnails, full-size viewer, pixel minimum, compression). */
export const imageBusinessTypes = [
  'materialFabric',
  'materialFabricPicture',
  'materialFabric3DVR',
  'materialInnovatePicture',
  'scanApplySample',
] as const satisfies readonly UploadBusinessType[];
export type ImageBusinessType = (typeof imageBusinessTypes)[number];

/** Business types whose lists hold documents (check PDF, 3D VR zip, attachments, imports, shoe-last files). */
export type FileBusinessType = Exclude<UploadBusinessType, ImageBusinessType>;

export const ruleFor = (businessType: UploadBusinessType): UploadRule => uploadRules[businessType];

/**
 * Spec 001 §5: for 真皮, 合成革 and 网布 the cover, other and VR images must be at least 3840*2157 pixels,
 * or 4 MB. The message is the contract's `UploadMessages.leatherImageMinimum`.
 */
export const PixelMinimum = {
  longSide: 3840,
  shortSide: 2157,
  orBytes: 4 * bytesPerMB,
  categories: ['真皮', '合成革', '网布'],
} as const;

/** Whether a category (by name) asks for the pixel minimum; the forms pass the result as a flag. */
export const needsPixelMinimum = (categoryName: string | null | undefined): boolean =>
  (PixelMinimum.categories as readonly string[]).includes(categoryName ?? '');

/**
 * Read as "a 4K frame or larger", in either orientation: the long side at least 3840 and the short side
 * at least 2157, so a portrait photo of the same size passes too.
 */
export const meetsPixelMinimum = (size: { width: number; height: number }): boolean =>
  Math.max(size.width, size.height) >= PixelMinimum.longSide &&
  Math.min(size.width, size.height) >= PixelMinimum.shortSide;

/** The count message of a list holding at most `max` files. */
export const countMessage = (max: number): string =>
  max === 1 ? UploadMessages.countOne : max === 5 ? UploadMessages.countFive : UploadText.countExceeded(max);

/** Images above 5 MB are recompressed toward 5 MB when their business type allows it (spec 001 §5). */
export const shouldCompress = (rule: UploadRule, file: { size: number }): boolean =>
  rule.compressible && file.size > compressAboveBytes;

/** The `accept` attribute of the file input: the rule's extensions. */
export const acceptOf = (rule: UploadRule): string | undefined =>
  rule.extensions.length > 0 ? rule.extensions.map((e) => `.${e}`).join(',') : undefined;
