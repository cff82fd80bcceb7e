import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers. */
  label: string;
  lines?: number;
  /** What holds the data's place while it loads, when skeleton lines would not be its size. */
  placeholder?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading skeleton, error with Retry, the SPEC empty state, or the data. */
export function QueryView<T>({ query, label, lines = 4, placeholder, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending)
    return placeholder ? (
      <div role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        {placeholder}
      </div>
    ) : (
      <Skeleton lines={lines} height={40} label={`Loading ${label}`} />
    );
  if (query.isError)
    return (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (isEmpty?.(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}
