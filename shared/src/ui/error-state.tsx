import styled from '@emotion/styled';
import { Button } from './button';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
  padding: theme.space(4),
  background: theme.colors.surface,
  color: theme.colors.text,
  borderLeft: `4px solid ${theme.colors.error}`,
  borderRadius: theme.radius.md,
}));

interface ErrorStateProps {
  /** What went wrong, in the punter's words (the server's message when it sent one). */
  message?: string;
  /** Offered as a Retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** Data that failed to load: the message and a Retry button, announced as an alert. */
export function ErrorState({
  message = "We couldn't load this. Please try again.",
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <p style={{ margin: 0 }}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      )}
    </Box>
  );
}
