/** The look of the form controls that are not ui/input (selects, text areas), matching it. */
export const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-80 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';
