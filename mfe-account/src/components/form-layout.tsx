import styled from '@emotion/styled';

/** A form's column of fields and buttons. */
export const FormStack = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
}));

/** Fields side by side on wider screens, stacked on mobile. */
export const FieldRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  gridTemplateColumns: '1fr',
  [theme.mq.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
}));

/** A button that reads as a link (it opens an overlay or moves inside the page). */
export const LinkButton = styled.button(({ theme }) => ({
  background: 'transparent',
  border: 0,
  padding: 0,
  color: theme.colors.text,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  alignSelf: 'flex-start',
}));

export const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }));
