import { api, ComponentCostMessages as M } from '@portal/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useSaveCallFile } from '@/api/files';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileUpload } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { useCostImport } from '../api/component-cost';
import { CostText as text } from '../texts';

/** The rows of an import refusal: 「导入文件有误…。第3行：…；第5行：…」. */
export const importErrorRows = (message: string): string[] => {
  const rows = message.slice(message.indexOf('。') + 1);
  return message.includes('。') ? rows.split(/；(?=第\d+行)/) : [message];
};

/** 导入: the templates, the upload and the import; a refused file lists its rows' errors. */
export const ImportDialog = ({ ids, onClose }: { ids: number[]; onClose: () => void }) => {
  const [files, setFiles] = useState<{ id: string; fileName: string }[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const importing = useCostImport();
  const file = useSaveCallFile();
  const start = async () => {
    const fileId = files[0]?.id;
    if (!fileId) return;
    setErrors([]);
    try {
      await importing.mutateAsync(fileId);
      notify.success(M.imported);
      onClose();
    } catch (error) {
      setErrors(isApiError(error) ? importErrorRows(error.message) : [M.importRows]);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{text.importTitle}</DialogTitle>
          <DialogDescription>{text.importDescription}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={ids.length === 0}
            title={ids.length === 0 ? text.selectFirst : undefined}
            onClick={() =>
              file.save(api.componentCost.downloadTemplateFileAndSetValue, { body: { ids } }, '组件成本导入模板.xlsx')
            }
          >
            <FileDown aria-hidden />
            {text.templateWithValues(ids.length)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => file.save(api.componentCost.downloadImportTemplateFile, {}, '组件成本导入模板.xlsx')}
          >
            <FileDown aria-hidden />
            {text.importTemplate}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => file.save(api.componentCost.downloadTemplateFile, {}, '组件成本模板.xlsx')}
          >
            <FileDown aria-hidden />
            {text.costTemplate}
          </Button>
        </div>
        <FileUpload
          businessType="componentCostImport"
          label={text.importFile}
          value={files}
          maxCount={1}
          onChange={(next) => {
            setFiles(next);
            setErrors([]);
          }}
        />
        {errors.length > 0 && (
          <div
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            <p className="font-medium">{text.rowErrors}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button disabled={files.length === 0} pending={importing.isPending} onClick={() => void start()}>
            {text.startImport}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
