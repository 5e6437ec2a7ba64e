/** The upload components of the portal (spec 001 §5/§7/§8, spec 000 §7/§8) for the material forms. */

export { FileUpload, type FileUploadProps } from './components/file-upload';
export { ImageUpload, type ImageUploadProps } from './components/image-upload';
export { ImageViewer } from './components/image-viewer';
export {
  AttachmentUpload,
  CheckFileUpload,
  CoverImageUpload,
  InnovationImageUpload,
  OtherImageUpload,
  VrFileUpload,
  VrImageUpload,
} from './components/upload-family';
export { browserImageCodec, compressImage, type ImageCodec, measureImage } from './image-tools';
export { createOssAdapter, type DirectUploadResult, loadOssConfig } from './oss-client';
export { needsPixelMinimum, PixelMinimum } from './upload-rules';
export { type UploadServices, UploadServicesProvider } from './upload-services';
export { isUploadFailure, UploadFailure, uploadIdleTimeoutMs } from './upload-transport';
export { createUploader, defaultAdapters, ossUploader, serverUploader, type Uploader, UploaderError } from './uploader';
export { type PendingUpload, type UploadedFile, useFileUpload } from './use-file-upload';
