import { api, componentCostBlankSheet, componentCostSheet, ComponentCostMessages as M } from '@portal/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useSaveCallFile } from '@/api/files';
import { TemplateImport } from '@/components/template-import';
import { Button } from '@/components/ui/button';
import type { UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { useCostImport } from '../api/component-cost';
import { CostText as text } from '../texts';

/** The rows of an import refusal: 「导入文件有误…。第3行：…；第5行：…」. */
export const importErrorRows = (message: string): string[] => {
  const rows = message.slice(message.indexOf('。') + 1);
  return message.includes('。') ? rows.split(/；(?=第\d+行)/) : [message];
};

/** The files the templates are saved as: each sheet's own title, as the stub names it. */
const importSheetFile = `${componentCostSheet.title}.xlsx`;
const blankSheetFile = `${componentCostBlankSheet.title}.xlsx`;

/** 导入: the templates, the upload and the import; a refused file lists its rows' errors. */
export const ImportDialog = ({ ids, onClose }: { ids: number[]; onClose: () => void }) => {
  const [files, setFiles] = useState<UploadedFile[]>([]);
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
    <TemplateImport
      onClose={onClose}
      title={text.importTitle}
      description={text.importDescription}
      templates={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={ids.length === 0}
            title={ids.length === 0 ? text.selectFirst : undefined}
            onClick={() =>
              file.save(api.componentCost.downloadTemplateFileAndSetValue, { body: { ids } }, importSheetFile)
            }
          >
            <FileDown aria-hidden />
            {text.templateWithValues(ids.length)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => file.save(api.componentCost.downloadImportTemplateFile, {}, importSheetFile)}
          >
            <FileDown aria-hidden />
            {text.importTemplate}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => file.save(api.componentCost.downloadTemplateFile, {}, blankSheetFile)}
          >
            <FileDown aria-hidden />
            {text.costTemplate}
          </Button>
        </div>
      }
      businessType="componentCostImport"
      fileLabel={text.importFile}
      files={files}
      onPick={(next) => {
        setFiles(next);
        setErrors([]);
      }}
      outcome={
        errors.length > 0 && (
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
        )
      }
      closeText={text.cancel}
      startText={text.startImport}
      pending={importing.isPending}
      onStart={() => void start()}
    />
  );
};
