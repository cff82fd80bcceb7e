import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { describedBy, FieldError, FieldLabel, FieldWrap, inputBox, LabelText } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select state". */
  placeholder?: string;
  error?: string;
}

const Native = styled.select<{ invalid: boolean }>(({ theme, invalid }) => inputBox(theme, invalid));

/** A labelled native select (native keeps keyboard and mobile pickers for free), with the TextField's error look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, id, required, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldWrap>
      <FieldLabel htmlFor={selectId}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      <Native
        {...rest}
        ref={ref}
        id={selectId}
        required={required}
        invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Native>
      {error && (
        <FieldError id={`${selectId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
});
