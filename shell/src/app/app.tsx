import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from 'shared-auth';
import { Toaster } from 'shared-ui';
import type { AppRouter } from './router';
import { useSessionSync } from './session-sync';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  useSessionSync();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
