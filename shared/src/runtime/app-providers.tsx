import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeRoot } from '@wagering/shared/theme';

/**
 * The providers every React tree of the site needs, in one place: the shell wraps the composed page in it,
 * and each remote's standalone page wraps itself in it, so a remote behaves the same in both.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>{children}</ThemeRoot>
    </QueryClientProvider>
  );
}
