import {
  api,
  atoms,
  auditRemarkLimit,
  type InquiryNoticeDetail,
  inquiryAuditInput,
  inquiryBeforeDeadline,
  inquiryLifecycle,
  InquiryMessages as M,
  quoteForm,
  quoteSubmitForm,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, FileDown, FileUp, Send, Undo2, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { contractResolver } from '@/components/form/contract-resolver';
import { ExportButton } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading, DialogTitle } from '@/components/ui/dialog';
import { useFormGuard } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePermission } from '@/session/permission';
import {
  downloadQuoteTemplate,
  noticeDetailQuery,
  noticeHistoryQuery,
  useAuditNotice,
  useCancelInquiry,
  useQuoteImport,
  useSaveQuotes,
  useSubmitQuotes,
} from '../api/inquiry';
import { InquiryText as T } from '../texts';
import { InquiryStatusBadge } from './inquiry-status';
import { type QuoteForm, quotedRows, quoteFormValues } from './quote-form';
import { SoleDialog } from './sole-dialog';

const quoteAtoms = [atoms.inquiryNotice.submitQuote, atoms.inquiryMaterial.add] as const;

/** The state the buttons follow: the lifecycle, the deadline and the user's atoms. */
const useNoticeActions = (notice: InquiryNoticeDetail) => {
  const { status } = notice;
  const open = inquiryBeforeDeadline.allows({ deadline: notice.deadline, now: Date.now() });
  const canQuote = usePermission(atoms.inquiryNotice.submitQuote);
  return {
    open,
    editable: open && inquiryLifecycle.can('quote', status) && canQuote,
    cancel: open && inquiryLifecycle.can('cancel', status),
    audit: inquiryLifecycle.can('approve', status),
  };
};

const Info = ({ notice }: { notice: InquiryNoticeDetail }) => {
  const rows: [string, string][] = [
    [T.fields.season, displayText(notice.season)],
    [T.fields.contact, displayText(notice.contact)],
    [T.fields.deadline, formatDateTime(notice.deadline)],
    [T.fields.quoteTime, formatDateTime(notice.quoteTime)],
    [T.fields.createTime, formatDateTime(notice.createTime)],
    [T.fields.materials, `${notice.quotedCount} / ${notice.materialCount}`],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="shrink-0 text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {notice.remark && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="text-muted-foreground">{T.fields.remark}：</span>
          {notice.remark}
        </p>
      )}
      {notice.auditRemark && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {T.fields.auditRemark}：{notice.auditRemark}
        </p>
      )}
    </div>
  );
};

const History = ({ id }: { id: number }) => {
  const { data = [] } = useQuery(noticeHistoryQuery(id));
  return (
    <section aria-label={T.history} className="grid gap-2">
      <h3 className="text-sm font-semibold text-brand-900">{T.history}</h3>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noHistory}</p>
      ) : (
        <ol className="grid gap-1.5 border-l-2 border-border pl-4 text-sm" data-testid="notice-history">
          {data.map((step) => (
            <li key={step.id}>
              <span className="font-medium">{step.node}</span>
              <span className="mx-2 text-muted-foreground">{T.results[step.result]}</span>
              <span className="text-muted-foreground tabular-nums">
                {step.operator} · {formatDateTime(step.operateTime)}
              </span>
              {step.remark && <span className="ml-2">{step.remark}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

/** 导入报价: the filled template is uploaded, then imported; every row or none, bad rows listed here. */
const ImportQuotes = ({ notice }: { notice: InquiryNoticeDetail }) => {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const importing = useQuoteImport(notice.id);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setErrors([]);
    importing.mutate(file, {
      onSuccess: ({ imported }) => notify.success(M.imported(imported)),
      onError: (error) => setErrors(error instanceof ApiError ? error.message.split('；') : [String(error)]),
    });
  };
  return (
    <>
      <Button variant="outline" onClick={() => void downloadQuoteTemplate(notice)}>
        <FileDown aria-hidden />
        {T.downloadTemplate}
      </Button>
      <Button variant="outline" pending={importing.isPending} onClick={() => input.current?.click()}>
        {!importing.isPending && <FileUp aria-hidden />}
        {T.importQuotes}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        className="hidden"
        aria-label={T.importQuotes}
        data-testid="quote-import-input"
        onChange={choose}
      />
      {errors.length > 0 && (
        <div
          role="alert"
          className="basis-full rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
        >
          <p className="font-medium text-destructive">{T.importErrors}</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
};

/** 主管审核: pass, or reject with a remark. */
const SupervisorAudit = ({ notice }: { notice: InquiryNoticeDetail }) => {
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const remarkId = useId();
  const audit = useAuditNotice(notice.id);
  const done = () => notify.success(M.audited);
  if (rejecting)
    return (
      <div className="flex basis-full flex-wrap items-end gap-2">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <label htmlFor={remarkId} className="text-sm font-medium">
            {T.rejectRemark}
          </label>
          <Input
            id={remarkId}
            value={remark}
            maxLength={auditRemarkLimit}
            onChange={(e) => setRemark(e.target.value)}
          />
        </div>
        <Button variant="outline" onClick={() => setRejecting(false)}>
          {T.cancel}
        </Button>
        <Button
          variant="destructive"
          // The call's own rule (inquiryAuditInput): a rejection needs a remark.
          disabled={!inquiryAuditInput.safeParse({ pass: false, auditRemark: remark }).success}
          pending={audit.isPending}
          onClick={() => audit.mutate({ pass: false, auditRemark: remark.trim() }, { onSuccess: done })}
        >
          {T.reject}
        </Button>
      </div>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setRejecting(true)}>
        <X aria-hidden />
        {T.reject}
      </Button>
      <Button pending={audit.isPending} onClick={() => audit.mutate({ pass: true }, { onSuccess: done })}>
        {!audit.isPending && <Check aria-hidden />}
        {T.approve}
      </Button>
    </>
  );
};

type NoticeItem = InquiryNoticeDetail['items'][number];

const NoticeBody = ({ notice, onSole }: { notice: InquiryNoticeDetail; onSole: (item: NoticeItem) => void }) => {
  const actions = useNoticeActions(notice);
  // The contract's quoteForm (each price by the quote rule, blank allowed); 提交 adds quoteSubmitForm's rule. The
  // calls take the values as typed (quotedRows reads them), not the resolver's numbers.
  const form = useForm<QuoteForm, unknown, z.output<typeof quoteForm>>({
    resolver: contractResolver(quoteForm),
    defaultValues: quoteFormValues(notice.items),
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const [confirm, setConfirm] = useState<'submit' | 'cancel' | null>(null);
  const save = useSaveQuotes();
  const submit = useSubmitQuotes(notice.id);
  const cancel = useCancelInquiry(notice.id);
  const errors = form.formState.errors.items;

  const onSave = form.handleSubmit(() => {
    const values = form.getValues();
    const items = quotedRows(values);
    if (items.length === 0) return;
    save.mutate(items, {
      onSuccess: () => {
        // Saved: what is shown is no longer an unsaved change (closing does not ask).
        form.reset(values);
        notify.success(M.saved);
      },
    });
  });
  const onSubmit = form.handleSubmit(() => {
    // Every open row needs a price to submit (the contract's quoteSubmitForm, at each row without one).
    const checked = quoteSubmitForm.safeParse(form.getValues());
    for (const issue of checked.error?.issues ?? [])
      form.setError(issue.path.join('.') as `items.${number}.price`, { message: issue.message });
    if (checked.success) setConfirm('submit');
  });
  const confirmed = () => {
    const what = confirm;
    setConfirm(null);
    const values = form.getValues();
    if (what === 'submit')
      submit.mutate(quotedRows(values), {
        onSuccess: () => {
          form.reset(values);
          notify.success(M.submitted);
        },
      });
    if (what === 'cancel') cancel.mutate(undefined, { onSuccess: () => notify.success(M.cancelled) });
  };

  return (
    // One column no wider than the dialog: the materials table scrolls sideways in its own box, so its price
    // inputs stay reachable on a phone instead of being cut off by the dialog.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 overflow-y-auto px-4 py-4 sm:px-6">
      <Info notice={notice} />
      {!actions.open && <p className="text-sm font-medium text-destructive">{M.deadlinePassed}</p>}
      <form
        onSubmit={(e) => e.preventDefault()}
        aria-label={T.itemsTable}
        className="overflow-x-auto rounded-md border"
      >
        <Table aria-label={T.itemsTable}>
          <TableHeader>
            <TableRow>
              <TableHead>{T.fields.materialCode}</TableHead>
              <TableHead>{T.fields.materialName}</TableHead>
              <TableHead>{T.fields.spec}</TableHead>
              <TableHead className="text-right">{T.fields.quantity}</TableHead>
              <TableHead className="w-40">{T.fields.price}</TableHead>
              <TableHead className="w-48">{T.fields.itemRemark}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {notice.items.map((item, index) => {
              const closed = form.getValues(`items.${index}.closed`);
              const error = errors?.[index]?.price?.message;
              const priceId = `price-${item.id}`;
              return (
                <TableRow key={item.id} data-testid={`quote-row-${item.materialCode}`}>
                  <TableCell className="tabular-nums">{item.materialCode}</TableCell>
                  <TableCell>{item.materialName}</TableCell>
                  <TableCell>{displayText(item.spec)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(item.quantity)} {item.unit}
                  </TableCell>
                  <TableCell>
                    {closed ? (
                      <span className="text-muted-foreground">{T.closedItem}</span>
                    ) : item.isSole === 1 ? (
                      // A sole is priced from its components: 大底组件 opens them (read-only once quoting ended).
                      <div className="grid gap-1">
                        <span className="flex items-center gap-2">
                          <span className="tabular-nums">{formatNumber(item.price)}</span>
                          <Button
                            variant="link"
                            size="sm"
                            className="h-auto px-0"
                            aria-label={`${item.materialName} ${T.soleComponents}`}
                            onClick={() => onSole(item)}
                          >
                            {T.soleComponents}
                          </Button>
                        </span>
                        {error && (
                          <p role="alert" className="text-xs text-destructive">
                            {error}
                          </p>
                        )}
                      </div>
                    ) : actions.editable ? (
                      <div className="grid gap-1">
                        <Input
                          id={priceId}
                          inputMode="decimal"
                          aria-label={`${item.materialName} ${T.fields.price}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${priceId}-message` : undefined}
                          {...form.register(`items.${index}.price`)}
                        />
                        {error && (
                          <p id={`${priceId}-message`} role="alert" className="text-xs text-destructive">
                            {error}
                          </p>
                        )}
                      </div>
                    ) : (
                      <span className="tabular-nums">{formatNumber(item.price)}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    {actions.editable && !closed ? (
                      <Input
                        aria-label={`${item.materialName} ${T.fields.itemRemark}`}
                        {...form.register(`items.${index}.remark`)}
                      />
                    ) : (
                      displayText(closed ? item.closeReason : item.remark)
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </form>
      <div className="flex flex-wrap justify-end gap-2">
        {notice.items.some((i) => i.isSole === 1) && (
          <Permission atom={atoms.inquiryNotice.export}>
            <ExportButton
              call={api.inquiry.exportUpSoleInfo}
              filters={{}}
              ids={[notice.id]}
              label={() => T.exportSole}
            />
          </Permission>
        )}
        {actions.editable && (
          <>
            <Permission atom={atoms.inquiryNotice.import}>
              <ImportQuotes notice={notice} />
            </Permission>
            <Permission atom={quoteAtoms}>
              <Button variant="outline" pending={save.isPending} onClick={() => void onSave()}>
                {T.save}
              </Button>
            </Permission>
            <Button pending={submit.isPending} onClick={() => void onSubmit()}>
              {!submit.isPending && <Send aria-hidden />}
              {T.submit}
            </Button>
          </>
        )}
        {actions.cancel && (
          <Permission atom={atoms.inquiryNotice.submitQuote}>
            <Button variant="outline" pending={cancel.isPending} onClick={() => setConfirm('cancel')}>
              <Undo2 aria-hidden />
              {T.cancel}
            </Button>
          </Permission>
        )}
        {actions.audit && (
          <Permission atom={atoms.inquiryNotice.supervisorAudit}>
            <SupervisorAudit notice={notice} />
          </Permission>
        )}
      </div>
      <History id={notice.id} />
      <ConfirmDialog
        message={confirm === 'submit' ? T.confirmSubmit : confirm === 'cancel' ? T.confirmCancel : null}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
};

/** A sole's components, editable while the notice takes this user's quote. */
const NoticeSole = ({
  notice,
  item,
  onClose,
}: {
  notice: InquiryNoticeDetail;
  item: NoticeItem | null;
  onClose: () => void;
}) => <SoleDialog item={item} editable={useNoticeActions(notice).editable} onClose={onClose} />;

const NoticeLoader = ({ id }: { id: number }) => {
  const { data } = useQuery(noticeDetailQuery(id));
  // Kept here: a saved component changes the notice, which remounts its body.
  const [sole, setSole] = useState<NoticeItem | null>(null);
  if (!data) return <p className="px-6 py-10 text-center text-sm text-muted-foreground">…</p>;
  return (
    <>
      <DialogHeading
        className="border-b px-4 py-4 sm:px-6"
        titleClassName="flex flex-wrap items-center gap-2"
        title={
          <>
            <span className="tabular-nums">{data.inquiryNo}</span>
            {data.title}
            <InquiryStatusBadge status={data.status} />
          </>
        }
        description={T.detailDescription}
      />
      {/* Remounted when the notice changes (a save, a submit), so the form shows the stored prices. */}
      <NoticeBody key={JSON.stringify([data.status, data.items])} notice={data} onSole={setSole} />
      <NoticeSole notice={data} item={sole} onClose={() => setSole(null)} />
    </>
  );
};

/** 询价通知详情: the notice, its materials and the quote form, the actions its status allows, its trail. */
export const NoticeDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => (
  <Dialog open={id !== null} onOpenChange={(next) => !next && onClose()}>
    <DialogContent
      data-testid="notice-dialog"
      onInteractOutside={(event) => event.preventDefault()}
      className="flex max-h-[92vh] w-[calc(100%-1rem)] max-w-5xl flex-col gap-0 overflow-hidden p-0 sm:max-w-5xl"
    >
      {id !== null ? <NoticeLoader id={id} /> : <DialogTitle className="sr-only">{T.detailTitle}</DialogTitle>}
    </DialogContent>
  </Dialog>
);
