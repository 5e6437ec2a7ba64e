import { type UploadBusinessType, UploadMessages, type UploadRule, uploadMessage } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { compressImage, measureImage } from './image-tools';
import { countMessage, meetsPixelMinimum, PixelMinimum, ruleFor, shouldCompress } from './upload-rules';
import { useUploadServices } from './upload-services';
import { isUploadFailure } from './upload-transport';

/** A file of an upload list: what the forms keep and send back on save. */
export interface UploadedFile {
  id: string;
  fileName: string;
}

export type UploadPhase = 'checking' | 'compressing' | 'uploading' | 'processing';

/** A file on its way: shown with its progress bar until the answer arrives. */
export interface PendingUpload {
  key: string;
  fileName: string;
  phase: UploadPhase;
  /** 0..100 of the bytes sent. */
  percent: number;
}

export interface UseFileUploadOptions {
  businessType: UploadBusinessType;
  businessId?: string;
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /**
   * Files the list holds; default the rule's (cover 1, other 2, VR 2, check 1, zip 1, attachments 5).
   * The VR image list passes the count returned after a zip; null: no limit.
   */
  maxCount?: number | null;
  /** 真皮, 合成革, 网布: images must be 3840*2157 or 4 MB (the form knows the category). */
  pixelMinimum?: boolean;
  /** After a file was added to the list (the VR zip loads its images from here). */
  onUploaded?: (file: UploadedFile) => void;
}

export interface FileUploadState {
  rule: UploadRule;
  maxCount: number | null;
  pending: PendingUpload[];
  /** False at the limit: the upload button is not rendered (spec 001 §4). */
  canAdd: boolean;
  /** Whether the file dialog may choose several: more than one file is still allowed. */
  multiple: boolean;
  addFiles: (files: readonly File[]) => void;
  remove: (id: string) => void;
  cancel: (key: string) => void;
}

/** A rule the browser checks itself was broken: shown as a warning, nothing is sent. */
class Refusal extends Error {}

let nextKey = 0;

/**
 * One upload list: checks every file against the contract's rule (type, size, name, count, and the pixel
 * minimum when asked), compresses images over 5 MB, uploads with progress and reads the answer
 * (spec 001 §5, §7, §8). Messages go out through the app's notifications: rule violations and the
 * server's checkMsg as warnings, 系统异常! / 上传文件过大! / 上传失败! as errors.
 */
export const useFileUpload = (options: UseFileUploadOptions): FileUploadState => {
  const { businessType, value, maxCount: givenMax } = options;
  const services = useUploadServices();
  const rule = ruleFor(businessType);
  const maxCount = givenMax === undefined ? rule.maxCount : givenMax;
  const [pending, setPending] = useState<PendingUpload[]>([]);

  // Several uploads finish independently; each adds to the latest list, not to the one of its render.
  const valueRef = useRef(value);
  valueRef.current = value;
  const latest = useRef({ options, services, rule, maxCount });
  latest.current = { options, services, rule, maxCount };
  const pendingCount = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const commit = useCallback((next: UploadedFile[]) => {
    valueRef.current = next;
    latest.current.options.onChange(next);
  }, []);

  const update = useCallback((key: string, patch: Partial<PendingUpload>) => {
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  }, []);

  const uploadOne = useCallback(
    async (file: File) => {
      const { options: current, services: tools, rule: currentRule } = latest.current;
      const key = `upload-${++nextKey}`;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      pendingCount.current++;
      setPending((list) => [...list, { key, fileName: file.name, phase: 'checking', percent: 0 }]);
      try {
        if (current.pixelMinimum && file.size < PixelMinimum.orBytes) {
          const size = await measureImage(file, tools.codec);
          if (!size) throw new Refusal(currentRule.messages.type);
          if (!meetsPixelMinimum(size)) throw new Refusal(UploadMessages.leatherImageMinimum);
        }
        let body: File = file;
        if (shouldCompress(currentRule, file)) {
          update(key, { phase: 'compressing' });
          try {
            body = await compressImage(file, {
              codec: tools.codec,
              minSize: current.pixelMinimum ? PixelMinimum : undefined,
            });
          } catch (error) {
            // The stub compresses too (compress=1): sending the original is still right.
            console.warn('image compression failed, sending the original', error);
          }
        }
        if (controller.signal.aborted) return;
        update(key, { phase: 'uploading', percent: 0 });

        // Text fields before the file: the stub then knows the rule before the bytes arrive.
        const form = new FormData();
        form.append('businessType', current.businessType);
        if (current.businessId) form.append('businessId', current.businessId);
        if (currentRule.compressible) form.append('compress', '1');
        form.append('file', body, file.name);
        const result = await tools.uploader.upload(form, {
          signal: controller.signal,
          onProgress: (percent) => update(key, { percent, phase: percent >= 100 ? 'processing' : 'uploading' }),
        });
        const uploaded: UploadedFile = { id: result.id, fileName: result.fileName || file.name };
        commit([...valueRef.current, uploaded]);
        latest.current.options.onUploaded?.(uploaded);
      } catch (error) {
        if (error instanceof Refusal) notify.warning(error.message);
        else if (isUploadFailure(error)) {
          if (error.reason === 'rejected') {
            // Spec 001 §7: '400' with checkMsg is a failure: the message is shown and the list cleared.
            notify.warning(error.message);
            commit([]);
          } else if (error.reason !== 'aborted' && error.reason !== 'unauthorized') {
            notify.error(error.message);
          }
        } else {
          console.error('upload failed', error);
          notify.error(UploadMessages.failed);
        }
      } finally {
        pendingCount.current--;
        controllers.current.delete(key);
        setPending((list) => list.filter((p) => p.key !== key));
      }
    },
    [commit, update],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { rule: currentRule, maxCount: max } = latest.current;
      if (files.length === 0) return;
      if (max !== null && valueRef.current.length + pendingCount.current + files.length > max) {
        notify.warning(countMessage(max));
        return;
      }
      for (const file of files) {
        const message = uploadMessage(currentRule, file);
        if (message) notify.warning(message);
        else void uploadOne(file);
      }
    },
    [uploadOne],
  );

  const remove = useCallback((id: string) => commit(valueRef.current.filter((f) => f.id !== id)), [commit]);
  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  return {
    rule,
    maxCount,
    pending,
    canAdd: maxCount === null || value.length + pending.length < maxCount,
    multiple: maxCount === null || maxCount - value.length > 1,
    addFiles,
    remove,
    cancel,
  };
};
