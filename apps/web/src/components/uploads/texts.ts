import type { UploadBusinessType } from '@portal/contract';

/**
 * Texts of the upload components. The rule messages themselves (type, size, name, count, pixel
 * minimum, 系统异常! …) are the contract's `UploadMessages` and are never repeated here.
 */
export const UploadText = {
  /** The upload button of each list; a form may pass its own label. */
  buttons: {
    materialFabric: '上传封面图片',
    materialFabricPicture: '上传材料图片',
    materialFabric3DVR: '上传3DVR图片',
    materialFabricCheck: '上传检测报告',
    materialFabric3DVRFile: '上传3DVR文件',
    materialInnovatePicture: '上传材料图片',
    materialInnovateAppendix: '上传附件',
    scanApplySample: '上传样品图片',
  } as Partial<Record<UploadBusinessType, string>>,
  defaultButton: '上传文件',
  /** What the list accepts, built from the rule (never a retyped limit). */
  hint: (extensions: readonly string[], maxMb: number, maxCount: number | null): string =>
    [
      extensions.length > 0 ? `支持 ${extensions.map((e) => `.${e}`).join(' ')} 格式` : null,
      `单个文件小于 ${maxMb}MB`,
      maxCount !== null ? `最多 ${maxCount} 个` : null,
    ]
      .filter(Boolean)
      .join('，'),
  /**
   * Over the count of a list whose rule has no message of its own (2 other images, 3 innovation images);
   * the spec's 只能上传 1 个文件！ / 只能上传 5 个文件！ come from the contract and have this same shape.
   */
  countExceeded: (count: number): string => `只能上传 ${count} 个文件！`,
  view: (fileName: string): string => `查看大图：${fileName}`,
  remove: (fileName: string): string => `删除 ${fileName}`,
  cancel: (fileName: string): string => `取消上传 ${fileName}`,
  progress: (fileName: string): string => `${fileName} 上传进度`,
  previewPdf: (fileName: string): string => `预览 ${fileName}`,
  download: (fileName: string): string => `下载 ${fileName}`,
  phases: {
    checking: '校验中…',
    compressing: '压缩中…',
    uploading: '上传中',
    processing: '处理中…',
  },
  viewerDescription: '原图',
  thumbnailFailed: '缩略图加载失败',
} as const;

/** The upload helper's errors (spec 000 §8), verbatim. */
export const UploaderErrors = {
  adapterNotFound: '未找到适配器！',
  notImplemented: '未实现上传方法！',
  notFormData: 'data must be FormData',
} as const;

/** Failing to fetch the direct-upload config is only logged (spec 000 §8), with this text. */
export const OssConfigError = '获取OSS Config 错误!';
