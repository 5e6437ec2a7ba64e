import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CircleHelp, type LucideIcon, X } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';

/** A form inside a dialog, as the dialog's close guard knows it (components/ui/form-dialog.tsx registers one). */
export interface GuardedForm {
  /** Whether closing now would discard changes. */
  dirty: () => boolean;
  /** The user chose to discard them (放弃修改): the form forgets its draft. */
  discarded: () => void;
}

export interface DialogGuard {
  /** Registers a form; returns its removal. */
  register: (form: GuardedForm) => () => void;
  /** Closes the way the dialog's own × and Esc do: asking first while a form has unsaved changes. */
  requestClose: (close: () => void) => void;
}

const DialogGuardContext = createContext<DialogGuard | null>(null);

/** The nearest dialog's close guard; null outside a dialog. */
export const useDialogGuard = (): DialogGuard | null => useContext(DialogGuardContext);

const discardText = AppText.formDialog;

/** Asked before a dialog with unsaved changes closes: 继续编辑 keeps it open, 放弃修改 closes it. */
const DiscardConfirm = ({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) => (
  <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onKeep()}>
    <DialogContent showClose={false} role="alertdialog" className="sm:max-w-sm" data-testid="discard-confirm">
      <QuestionHeading question={discardText.question} />
      <DialogFooter>
        <Button variant="outline" onClick={onKeep}>
          {discardText.keepEditing}
        </Button>
        <Button variant="destructive" onClick={onDiscard}>
          {discardText.discard}
        </Button>
      </DialogFooter>
    </DialogContent>
  </DialogPrimitive.Root>
);

/**
 * Radix's dialog root with a close guard: while a form inside it has unsaved changes (`useFormGuard`), its ×, Esc,
 * a click outside and the form's own 取消 ask 当前内容尚未保存… first. Without a dirty form it closes at once, as
 * before. The guard holds back `onOpenChange(false)`, so it needs a controlled dialog (`open` given), which every
 * form dialog is.
 */
export const Dialog = ({ onOpenChange, children, ...props }: ComponentProps<typeof DialogPrimitive.Root>) => {
  const forms = useRef(new Set<GuardedForm>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const requestClose = useCallback((close: () => void) => {
    if ([...forms.current].some((form) => form.dirty())) setPending(() => close);
    else close();
  }, []);
  const guard = useMemo<DialogGuard>(
    () => ({
      register: (form) => {
        forms.current.add(form);
        return () => void forms.current.delete(form);
      },
      requestClose,
    }),
    [requestClose],
  );
  const onChange = (open: boolean) => {
    if (open) onOpenChange?.(true);
    else requestClose(() => onOpenChange?.(false));
  };
  const discard = () => {
    const close = pending;
    setPending(null);
    for (const form of forms.current) form.discarded();
    close?.();
  };
  return (
    <DialogGuardContext.Provider value={guard}>
      <DialogPrimitive.Root onOpenChange={onChange} {...props}>
        {children}
      </DialogPrimitive.Root>
      <DiscardConfirm open={pending !== null} onKeep={() => setPending(null)} onDiscard={discard} />
    </DialogGuardContext.Provider>
  );
};

/** What a form's own 取消 calls: the dialog's guarded close, or `close` itself outside a dialog. */
export const useGuardedClose = (close: () => void): (() => void) => {
  const guard = useDialogGuard();
  return useCallback(() => (guard ? guard.requestClose(close) : close()), [guard, close]);
};
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) => (
  <DialogPrimitive.Overlay
    data-slot="dialog-overlay"
    className={cn('fixed inset-0 z-50 bg-slate-950/45', className)}
    {...props}
  />
);

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The forced change-password dialog must not offer a close icon (spec 000 §2). */
  showClose?: boolean;
}

/**
 * Radix gives focus back on close only to a `DialogTrigger`, and the portal opens its dialogs by state (a row's link,
 * a toolbar button, a menu): the element that had focus when the dialog opened gets it back when it closes, so a
 * keyboard user carries on where they were. When that element is gone (the row deleted), Radix decides as before.
 */
const useFocusReturn = ({ onOpenAutoFocus, onCloseAutoFocus }: DialogContentProps) => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
};

export const DialogContent = ({ className, children, showClose = true, ...props }: DialogContentProps) => {
  const focusReturn = useFocusReturn(props);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid grid-cols-[minmax(0,1fr)] max-h-[90vh] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-lg sm:max-w-lg',
          className,
        )}
        {...props}
        {...focusReturn}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4">
            <X aria-hidden />
            <span className="sr-only">关闭</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
};

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />
);

export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    data-slot="dialog-footer"
    className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
    {...props}
  />
);

export const DialogTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />
);

export const DialogDescription = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description
    data-slot="dialog-description"
    className={cn('text-sm text-muted-foreground', className)}
    {...props}
  />
);

export interface DialogHeadingProps {
  title: ReactNode;
  /** An icon before the title (the primary colour unless `iconClassName` says otherwise). */
  icon?: LucideIcon;
  iconClassName?: string;
  /** Under the title. Without one the dialog content must say `aria-describedby={undefined}`. */
  description?: ReactNode;
  /** The description is for screen readers only (the title says enough to the eye). */
  descriptionHidden?: boolean;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
}

/** A dialog's heading: its title (with an icon) and its description. */
export const DialogHeading = ({
  title,
  icon: Icon,
  iconClassName,
  description,
  descriptionHidden = false,
  className,
  titleClassName,
  descriptionClassName,
}: DialogHeadingProps) => (
  <DialogHeader className={className}>
    <DialogTitle className={cn(Icon && 'flex items-center gap-2', titleClassName)}>
      {Icon && <Icon aria-hidden className={cn('size-5 shrink-0 text-primary', iconClassName)} />}
      {title}
    </DialogTitle>
    {description !== undefined && (
      <DialogDescription className={cn(descriptionHidden && 'sr-only', descriptionClassName)}>
        {description}
      </DialogDescription>
    )}
  </DialogHeader>
);

/** The heading of a 提示 question asked before going on (ConfirmDialog, the discard question). */
export const QuestionHeading = ({ question }: { question: ReactNode }) => (
  <DialogHeading
    title={AppText.confirm.title}
    icon={CircleHelp}
    iconClassName="text-warning"
    titleClassName="text-base"
    description={question}
    descriptionClassName="text-foreground"
  />
);
