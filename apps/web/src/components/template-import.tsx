import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileUpload, type FileUploadProps, type UploadedFile } from '@/components/uploads';

/**
 * The frame of an all-or-nothing import (组件成本导入, 导入材料/颜色/纹路价格): its title, the template buttons, the pick of one
 * file, what the import answered (the refused rows, or what was written) and 取消/关闭 beside 开始导入, which waits for a file.
 * Choosing another file clears the last answer (onPick); the caller keeps the files, runs the import and words the answer.
 */
export const TemplateImport = ({
  open = true,
  onClose,
  title,
  description,
  templates,
  businessType,
  fileLabel,
  files,
  onPick,
  outcome,
  closeText,
  startText,
  pending,
  onStart,
  testId,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  description: string;
  templates: ReactNode;
  businessType: FileUploadProps['businessType'];
  fileLabel: string;
  files: UploadedFile[];
  onPick: (files: UploadedFile[]) => void;
  outcome: ReactNode;
  closeText: string;
  startText: string;
  pending: boolean;
  onStart: () => void;
  testId?: string;
}) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
    <DialogContent data-testid={testId} className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {templates}
      <FileUpload businessType={businessType} label={fileLabel} value={files} maxCount={1} onChange={onPick} />
      {outcome}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {closeText}
        </Button>
        <Button disabled={files.length === 0} pending={pending} onClick={onStart}>
          {startText}
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
