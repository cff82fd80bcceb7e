import { EmptyState, ErrorState, Skeleton } from '@wagering/shared/ui';

/** Placeholder rows the size of a race list while it loads. */
export function LoadingRows({ label = 'Loading races', rows = 6 }: { label?: string; rows?: number }) {
  return <Skeleton label={label} height={44} lines={rows} />;
}

/** A failed load with a way to try again. */
export const LoadError = ({
  onRetry,
  message = "We couldn't load the races.",
}: {
  onRetry: () => void;
  message?: string;
}) => <ErrorState message={message} onRetry={onRetry} />;

/** Nothing to show: the SPEC default empty-state text. */
export const NoRaces = () => <EmptyState />;
