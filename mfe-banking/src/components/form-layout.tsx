import type { ReactNode } from 'react';
import styled from '@emotion/styled';

export const FormStack = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space(4), maxWidth: 560 }));

export const FieldRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  gridTemplateColumns: '1fr',
  [theme.mq.tablet]: { gridTemplateColumns: '1fr 1fr' },
}));

export const Panel = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  padding: theme.space(4),
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

export const PanelTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.lg }));

export const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Message = styled.div<{ tone: 'error' | 'success' }>(({ theme, tone }) => ({
  padding: theme.space(3),
  borderRadius: theme.radius.sm,
  borderLeft: `4px solid ${tone === 'error' ? theme.colors.error : theme.colors.success}`,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
}));

/** A form's outcome in the server's words: errors as alerts, successes as status messages. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <Message tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Message>
  );
}
