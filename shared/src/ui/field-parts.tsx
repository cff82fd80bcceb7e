import styled from '@emotion/styled';

/** The label, required marker and error line every form control shares, so they look alike. */
export const FieldWrap = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1) }));

export const FieldLabel = styled.label(({ theme }) => ({
  fontWeight: 600,
  fontSize: theme.font.size.sm,
  color: theme.colors.text,
}));

const RequiredMark = styled.span(({ theme }) => ({ color: theme.colors.error, marginLeft: 2 }));

export const FieldError = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.error,
  fontSize: theme.font.size.sm,
}));

export const FieldHint = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.font.size.sm,
}));

/** The input box: red border when invalid. */
export const inputBox = (theme: import('@emotion/react').Theme, invalid: boolean) => ({
  width: '100%',
  minHeight: 40,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  border: `1px solid ${invalid ? theme.colors.error : theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
});

/** The label text with its "*" for required fields (the asterisk is decorative; `required` tells assistive tech). */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );
}

/** aria-describedby for a control: its error line (when shown) and its hint. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
