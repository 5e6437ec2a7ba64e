import { LoaderCircle } from 'lucide-react';
import { AppText } from '@/lib/texts';

/** Shown while a lazily loaded page's code arrives. */
export const PageLoading = () => (
  <div role="status" className="flex min-h-screen items-center justify-center gap-2 text-sm text-muted-foreground">
    <LoaderCircle aria-hidden className="size-4 animate-spin" />
    {AppText.loading}
  </div>
);
