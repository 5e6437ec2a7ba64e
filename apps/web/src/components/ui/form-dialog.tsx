import { History } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeading,
  type DialogHeadingProps,
  useDialogGuard,
  useGuardedClose,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { useSession } from '@/session/session';

/**
 * Unsaved drafts of dialog forms, in localStorage (they outlive a reload, a closed tab and a 401 sign-out), one per
 * account and form: `supplier-portal.draft:<loginAccount>:<draft key>` → `{ savedAt, values, extra }`.
 */
export const draftPrefix = 'supplier-portal.draft:';
/** A draft older than this is dropped unread. */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Drafts an account keeps at most; the oldest go first. */
export const draftMaxCount = 20;
/** Typing settles this long before the draft is written (a kill -9 loses at most this much typing). */
const writeDelayMs = 400;

interface StoredDraft {
  savedAt: string;
  values: unknown;
  extra?: unknown;
}

const readDraft = (key: string): StoredDraft | null => {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    const age = Date.now() - Date.parse(draft.savedAt);
    if (!draft.values || typeof draft.values !== 'object' || !(age >= 0 && age < draftMaxAgeMs)) {
      localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
};

const removeDraft = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
};

/** Writes a draft, then keeps the account's drafts within their age and count (the oldest go). */
const writeDraft = (key: string, account: string, values: unknown, extra: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values, extra }));
    const mine = `${draftPrefix}${account}:`;
    const drafts = Object.keys(localStorage)
      .filter((k) => k.startsWith(mine))
      .map((k) => ({ k, at: Date.parse((readDraft(k) ?? { savedAt: '' }).savedAt) }))
      .filter((d) => !Number.isNaN(d.at))
      .sort((a, b) => b.at - a.at);
    for (const { k } of drafts.slice(draftMaxCount)) localStorage.removeItem(k);
  } catch {
    // Full or refused storage: the form still works, only the draft is not kept.
  }
};

export interface FormGuardOptions {
  /**
   * Names the form and its record (`material:fabric:new`, `innovation:12`): with one, what the user typed is kept
   * as a draft while the dialog is open and restored when it opens again after closing by accident (a reload, a
   * sign-out, a navigation). Without one, the dialog only asks before discarding.
   */
  draftKey?: string | null;
  /** The form shows its record (loaded and reset): a draft is restored after this, never under it. Default true. */
  ready?: boolean;
  /** What the form keeps beside its values that a restored draft needs (the names of uploaded files). */
  extra?: () => unknown;
  restoreExtra?: (extra: unknown) => void;
}

export interface FormGuard {
  /** The form was saved: nothing is left to ask about, its draft is dropped. Call it before closing the dialog. */
  saved: () => void;
  /** The time of the draft restored into the form, while it is shown; null otherwise. */
  restoredAt: string | null;
  /** 放弃草稿: the form goes back to its record (or empty) and the draft is dropped. */
  dropDraft: () => void;
}

/**
 * A dialog form's unsaved changes (docs/decisions/0034-dialog-form-drafts.md): registers the form with its dialog
 * (components/ui/dialog.tsx), so ×, Esc, a click outside and 取消 (through `useGuardedClose`) ask before discarding
 * them; and, with a `draftKey`, keeps them as a draft that comes back when the dialog opens again after closing by
 * accident. A save (`saved`) and a confirmed 放弃修改 drop the draft. Dirty is react-hook-form's `isDirty`: what the
 * user changed (inputs and `setValue(…, { shouldDirty: true })`), not values a form derives by itself.
 */
export const useFormGuard = <T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form's context and output type
  form: UseFormReturn<T, any, any>,
  options: FormGuardOptions = {},
): FormGuard => {
  const { draftKey = null, ready = true } = options;
  const { isDirty } = useFormState({ control: form.control });
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const latest = useRef(options);
  latest.current = options;
  const ended = useRef(false);
  const account = useSession().user?.loginAccount ?? null;
  const storageKey = account && draftKey ? `${draftPrefix}${account}:${draftKey}` : null;
  // Writes wait until the stored draft was looked at: the empty form before that must not replace it.
  const checked = useRef(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  const guard = useDialogGuard();
  useEffect(
    () =>
      guard?.register({
        dirty: () => !ended.current && dirty.current,
        discarded: () => {
          ended.current = true;
          if (storageKey) removeDraft(storageKey);
        },
      }),
    [guard, storageKey],
  );

  useEffect(() => {
    if (!ready || !storageKey || checked.current) return;
    checked.current = true;
    const draft = readDraft(storageKey);
    if (!draft) return;
    // The record stays the form's default values: the restored draft is a change of it (dirty), which 放弃草稿 undoes.
    form.reset(draft.values as T, { keepDefaultValues: true });
    // Dirty from now on (the form state follows on the next render; a flush before it must keep the draft).
    dirty.current = true;
    latest.current.restoreExtra?.(draft.extra);
    setRestoredAt(draft.savedAt);
  }, [ready, storageKey, form]);

  useEffect(() => {
    if (!storageKey || !account) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!checked.current || ended.current) return;
      if (dirty.current) writeDraft(storageKey, account, form.getValues(), latest.current.extra?.());
      else removeDraft(storageKey);
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(write, writeDelayMs);
      },
    });
    // A reload or a closed tab; an unmount (navigation, sign-out, a dialog closed by its parent) flushes too.
    window.addEventListener('pagehide', write);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [storageKey, account, form]);

  const saved = useCallback(() => {
    ended.current = true;
    if (storageKey) removeDraft(storageKey);
  }, [storageKey]);

  const dropDraft = useCallback(() => {
    if (storageKey) removeDraft(storageKey);
    form.reset();
    setRestoredAt(null);
  }, [storageKey, form]);

  return { saved, restoredAt, dropDraft };
};

/** Says that a draft was restored into the form, with 放弃草稿. Nothing when none was. */
export const DraftNotice = ({ guard, className }: { guard: FormGuard; className?: string }) => {
  if (!guard.restoredAt) return null;
  return (
    <div
      role="status"
      data-testid="draft-notice"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-warning/10 px-4 py-2 text-sm sm:px-6 ${className ?? ''}`}
    >
      <History aria-hidden className="size-4 shrink-0 text-warning" />
      <span>{AppText.formDialog.restored(formatDateTime(guard.restoredAt))}</span>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={guard.dropDraft}>
        {AppText.formDialog.dropDraft}
      </Button>
    </div>
  );
};

export interface FormDialogProps
  extends Pick<DialogHeadingProps, 'title' | 'icon' | 'description' | 'descriptionHidden' | 'titleClassName'> {
  /** Open while true. The body mounts afresh each time the dialog opens, so a form starts from its record. */
  open: boolean;
  /** Width and layout of the dialog (`sm:max-w-md`, …). */
  className?: string;
  testId?: string;
  /** A click outside does not close it: a long form is not lost to a stray click (× and Esc still ask first). */
  keepOnOutsideClick?: boolean;
  /** ×, Esc, a click outside: asked first while a form inside has unsaved changes (`useFormGuard`). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of every form dialog: its title, its description and its body, closed through the dialog's guard. The
 * form inside ends with `<FormActions>`.
 */
export const FormDialog = ({
  open,
  title,
  icon,
  description,
  descriptionHidden,
  titleClassName,
  className,
  testId,
  keepOnOutsideClick = false,
  onClose,
  children,
}: FormDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
    <DialogContent
      className={className}
      data-testid={testId}
      onInteractOutside={keepOnOutsideClick ? (event) => event.preventDefault() : undefined}
      {...(description === undefined && { 'aria-describedby': undefined })}
    >
      <DialogHeading
        title={title}
        icon={icon}
        description={description}
        descriptionHidden={descriptionHidden}
        titleClassName={titleClassName}
      />
      {open && children}
    </DialogContent>
  </Dialog>
);

export interface FormActionsProps {
  /** 取消: asks first while the form has unsaved changes (`useGuardedClose`). */
  onCancel: () => void;
  /** 关闭 instead of 取消, where nothing is left to cancel (an import that stays open after importing). */
  cancelLabel?: ReactNode;
  /** The submit's text (保存 by default). */
  submitLabel?: ReactNode;
  /** Without it the button submits its form; with it the button calls it (a dialog without a form element). */
  onSubmit?: () => void;
  pending?: boolean;
  disabled?: boolean;
  variant?: 'default' | 'destructive';
  /** Instead of the one submit button: the dialog's own actions (保存草稿 and 提交, 驳回 and 通过). */
  children?: ReactNode;
  className?: string;
}

/** The foot of a form dialog: 取消, then its submit (or its own actions). */
export const FormActions = ({
  onCancel,
  cancelLabel = AppText.formDialog.cancel,
  submitLabel = AppText.formDialog.save,
  onSubmit,
  pending,
  disabled,
  variant,
  children,
  className,
}: FormActionsProps) => {
  const cancel = useGuardedClose(onCancel);
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={cancel}>
        {cancelLabel}
      </Button>
      {children ?? (
        <Button
          type={onSubmit ? 'button' : 'submit'}
          variant={variant}
          pending={pending}
          disabled={disabled}
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
      )}
    </DialogFooter>
  );
};
