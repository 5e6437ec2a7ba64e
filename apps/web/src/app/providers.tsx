import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/api/query-client';
import { ToasterHost } from '@/components/ui/toaster-host';

export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <ToasterHost />
  </QueryClientProvider>
);
