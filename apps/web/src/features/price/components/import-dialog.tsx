import {
  atoms,
  floatTemplates,
  PriceImportMessages as IM,
  type PriceImportError,
  type PriceImportResult,
} from '@portal/contract';
import { CircleCheck, FileDown } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { Permission } from '@/components/permission';
import { TemplateImport } from '@/components/template-import';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { importErrorsOf, type PriceImportKind, usePriceImport } from '../api/price';
import { PriceText as T } from '../texts';

type Outcome =
  | { kind: 'imported'; result: PriceImportResult }
  | { kind: 'refused'; message: string; errors: PriceImportError[] };

/** A refused import: every bad cell (row, column, the rule's message), or the file's one message. */
export const ImportErrors = ({ message, errors }: { message: string; errors: PriceImportError[] }) => (
  <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
    <p className="font-medium text-destructive">{errors.length > 0 ? T.importRefused : message}</p>
    {errors.length > 0 && (
      <div className="max-h-64 overflow-y-auto rounded border bg-card">
        <Table aria-label={T.importRefused}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">{T.importErrorColumns.row}</TableHead>
              <TableHead className="w-28">{T.importErrorColumns.column}</TableHead>
              <TableHead>{T.importErrorColumns.message}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {errors.map((e) => (
              <TableRow key={`${e.row}-${e.column}-${e.message}`}>
                <TableCell className="tabular-nums">{e.row}</TableCell>
                <TableCell>{e.column}</TableCell>
                <TableCell className="whitespace-normal text-destructive">{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    )}
  </div>
);

/** Each kind's business type, atom and texts. */
const kinds = {
  material: {
    businessType: 'materialPriceImport',
    title: T.importTitle,
    description: T.importDescription,
    imported: IM.imported,
  },
  color: {
    businessType: 'colorPriceImport',
    title: T.importFloatTitle.color,
    description: T.importFloatDescription(floatTemplates.color.title, '颜色编码'),
    imported: (r: PriceImportResult) => IM.floatImported(floatTemplates.color.label, r),
  },
  line: {
    businessType: 'linePriceImport',
    title: T.importFloatTitle.line,
    description: T.importFloatDescription(floatTemplates.line.title, '纹路编码'),
    imported: (r: PriceImportResult) => IM.floatImported(floatTemplates.line.label, r),
  },
} as const;

/**
 * 导入材料价格 / 导入颜色价格 / 导入纹路价格: the template, the upload (with its progress), then the import of the uploaded file. A refused file
 * lists every bad cell and nothing is written; an imported one says how many rows and cards, and the lists reload.
 */
export const ImportDialog = ({
  kind = 'material',
  open,
  onClose,
  onTemplate,
}: {
  kind?: PriceImportKind;
  open: boolean;
  onClose: () => void;
  onTemplate: () => void;
}) => {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const importing = usePriceImport(kind);
  const texts = kinds[kind];
  const close = () => {
    setFiles([]);
    setOutcome(null);
    onClose();
  };
  const start = () => {
    const fileId = files[0]?.id;
    if (!fileId) return;
    setOutcome(null);
    importing.mutate(fileId, {
      onSuccess: (result) => {
        notify.success(texts.imported(result));
        setOutcome({ kind: 'imported', result });
        setFiles([]);
      },
      onError: (error) => {
        setOutcome({
          kind: 'refused',
          message: isApiError(error) && error.message ? error.message : T.importRefused,
          errors: importErrorsOf(error),
        });
        // The upload button comes back for the corrected file; the errors stay until it is chosen.
        setFiles([]);
      },
    });
  };
  return (
    <TemplateImport
      open={open}
      onClose={close}
      testId="price-import-dialog"
      title={texts.title}
      description={texts.description}
      templates={
        <Permission atom={atoms.materialPrice.importTemplate}>
          <div>
            <Button variant="outline" size="sm" onClick={onTemplate}>
              <FileDown aria-hidden />
              {T.template}
            </Button>
          </div>
        </Permission>
      }
      businessType={texts.businessType}
      fileLabel={T.importFile}
      files={files}
      onPick={(next) => {
        setFiles(next);
        setOutcome(null);
      }}
      outcome={
        <>
          {outcome?.kind === 'refused' && <ImportErrors message={outcome.message} errors={outcome.errors} />}
          {outcome?.kind === 'imported' && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-emerald-600/30 bg-emerald-50 p-3 text-sm text-emerald-700"
            >
              <CircleCheck aria-hidden className="size-4 shrink-0" />
              {texts.imported(outcome.result)}
            </p>
          )}
        </>
      }
      closeText={T.close}
      startText={T.startImport}
      pending={importing.isPending}
      onStart={start}
    />
  );
};
