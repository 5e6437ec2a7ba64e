import { LoaderCircle } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

/**
 * The body of a long record form in a full-height dialog (材料, 创新材料): the form scrolls between the dialog's head
 * and its foot of buttons, covered while the stored record loads (or saying it could not be loaded). The buttons save
 * by their own calls, so the form never submits itself.
 */
export const RecordForm = ({
  state: { formRef, loading, loadFailed },
  texts,
  buttons,
  children,
}: {
  /** The form's state: its element (to focus the first invalid field), whether its record is loading, or failed to. */
  state: { formRef: RefObject<HTMLFormElement | null>; loading: boolean; loadFailed: boolean };
  /** 正在加载材料… / 材料加载失败，请关闭后重试 */
  texts: { loading: string; loadFailed: string };
  buttons: ReactNode;
  children: ReactNode;
}) => (
  <>
    <form
      ref={formRef}
      noValidate
      aria-busy={loading}
      onSubmit={(event) => event.preventDefault()}
      className="relative min-h-0 flex-1 overflow-y-auto bg-muted/40 px-4 py-5 sm:px-6"
    >
      {loading && (
        <div
          role="status"
          className="absolute inset-0 z-10 flex items-center justify-center gap-2 bg-card/80 text-sm text-muted-foreground backdrop-blur-[1px]"
        >
          {!loadFailed && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {loadFailed ? texts.loadFailed : texts.loading}
        </div>
      )}
      {children}
    </form>
    <div className="flex flex-col-reverse gap-2 border-t bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
      {buttons}
    </div>
  </>
);
