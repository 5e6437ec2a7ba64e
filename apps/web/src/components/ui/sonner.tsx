import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Mounted by components/ui/toaster-host.tsx with the first notification; the http client's notifications appear here. */
export const Toaster = (props: ToasterProps) => (
  <Sonner
    position="top-center"
    richColors
    closeButton
    style={{ fontFamily: 'var(--font-sans)' }}
    toastOptions={{ classNames: { title: 'text-sm font-semibold', description: 'text-sm' } }}
    {...props}
  />
);
