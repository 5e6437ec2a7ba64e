import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';

/**
 * What every route has. The query client is not here: it comes with the signed-in shell (app/shell.tsx), so the
 * first page does not load the data layer (docs/decisions/0037-the-first-page.md).
 */
export const Providers = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <ToasterHost />
  </>
);
