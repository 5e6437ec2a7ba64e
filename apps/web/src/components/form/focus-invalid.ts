/**
 * After a failed submit: scrolls to the form's first invalid control in the order the page shows them and focuses
 * it, once the messages are on the page (the next frame). Every invalid control carries `aria-invalid` and its
 * message; a form passes `shouldFocusError: false` to react-hook-form and calls this from `handleSubmit`'s
 * second argument. A form that left the page before that frame (its dialog closed) is skipped.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => {
    if (!form?.isConnected) return;
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  });
