import { FileUpload, type FileUploadProps } from './file-upload';
import { ImageUpload, type ImageUploadProps } from './image-upload';

/** The lists of the material forms (spec 001 §5, §9), each with its business type's rule. */
type ImageListProps = Omit<ImageUploadProps, 'businessType'>;
type FileListProps = Omit<FileUploadProps, 'businessType'>;

/** Cover image: one, jpg/png/jpeg under 20 MB. */
export const CoverImageUpload = (props: ImageListProps) => <ImageUpload businessType="materialFabric" {...props} />;

/** Other material images: up to two. */
export const OtherImageUpload = (props: ImageListProps) => (
  <ImageUpload businessType="materialFabricPicture" {...props} />
);

/** 3D VR images: up to two, or the count returned after a zip (`maxCount`). */
export const VrImageUpload = (props: ImageListProps) => <ImageUpload businessType="materialFabric3DVR" {...props} />;

/** Check file: one PDF under 50 MB. */
export const CheckFileUpload = (props: FileListProps) => <FileUpload businessType="materialFabricCheck" {...props} />;

/** 3D VR file: one zip under 100 MB; `onUploaded` gives the zip whose images the form then loads. */
export const VrFileUpload = (props: FileListProps) => <FileUpload businessType="materialFabric3DVRFile" {...props} />;

/** Innovation images (one cover and up to two others, each list sets `maxCount`), under 5 MB. */
export const InnovationImageUpload = (props: ImageListProps) => (
  <ImageUpload businessType="materialInnovatePicture" {...props} />
);

/** Innovation attachments: up to five excel/pdf/word files under 50 MB. */
export const AttachmentUpload = (props: FileListProps) => (
  <FileUpload businessType="materialInnovateAppendix" {...props} />
);
