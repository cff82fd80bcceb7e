import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { describedBy, FieldError } from './field-parts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

const Row = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: theme.space(2),
  cursor: 'pointer',
  color: theme.colors.text,
  input: { width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: theme.colors.primary },
}));

/** A native checkbox with its label beside it and an optional error line. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <Row htmlFor={inputId}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error)}
        />
        <span>{label}</span>
      </Row>
      {error && (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </div>
  );
});
