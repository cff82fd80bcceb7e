import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { VisuallyHidden } from './visually-hidden';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldWrap, inputBox, LabelText } from './field-parts';

/** SPEC 5 "Generic": text inputs take at most 255 characters unless a field says otherwise. */
const DEFAULT_MAX_LENGTH = 255;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field; turns the border red and sets aria-invalid. */
  error?: string;
  hint?: string;
  /**
   * A password gets a Show/Hide button unless told not to: a card's CVV is masked as a password, but it is no password
   * and three digits need no showing.
   */
  revealable?: boolean;
}

const Input = styled.input<{ invalid: boolean; withToggle: boolean }>(({ theme, invalid, withToggle }) => ({
  ...inputBox(theme, invalid),
  paddingRight: withToggle ? 72 : undefined,
}));

const Box = styled.div({ position: 'relative' });

const Reveal = styled.button(({ theme }) => ({
  position: 'absolute',
  right: theme.space(1),
  top: '50%',
  transform: 'translateY(-50%)',
  background: 'transparent',
  border: 0,
  color: theme.colors.primary,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  fontWeight: 600,
  padding: theme.space(2),
  cursor: 'pointer',
}));

/** A labelled input with the required asterisk, an error line under it and, for passwords, a show/hide button. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, type = 'text', maxLength = DEFAULT_MAX_LENGTH, required, revealable = true, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password' && revealable;
  return (
    <FieldWrap>
      <FieldLabel htmlFor={inputId}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      <Box>
        <Input
          {...rest}
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          maxLength={maxLength}
          required={required}
          invalid={!!error}
          withToggle={isPassword}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
        />
        {isPassword && (
          <Reveal type="button" aria-controls={inputId} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? 'Hide' : 'Show'}
            <VisuallyHidden> password</VisuallyHidden>
          </Reveal>
        )}
      </Box>
      {hint && <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
});
