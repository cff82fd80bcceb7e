import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import {
  acceptTyped,
  combineDob,
  DOB_PART_LENGTH,
  DOB_PARTS,
  isFull,
  padOnBlur,
  splitDob,
  type DobPart,
} from './dob-parts';

export interface DateOfBirthInputProps {
  /** DD-MM-YYYY, or empty while incomplete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  /** Required by default, marked *. */
  required?: boolean;
  name?: string;
}

const Fieldset = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  legend: {
    fontWeight: 600,
    fontSize: theme.font.size.sm,
    color: theme.colors.text,
    padding: 0,
    marginBottom: theme.space(1),
  },
}));

const Row = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(2) }));

const Box = styled.label(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: theme.font.size.xs,
  color: theme.colors.textMuted,
}));

const Input = styled.input<{ invalid: boolean; chars: number }>(({ theme, invalid, chars }) => ({
  width: `calc(${chars + 2}ch + ${theme.space(6)})`,
  minHeight: 40,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  border: `1px solid ${invalid ? theme.colors.error : theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'center',
}));

const Mark = styled.span(({ theme }) => ({ color: theme.colors.error, marginLeft: 2 }));
const Error = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.error, fontSize: theme.font.size.sm }));

const PART_LABEL: Record<DobPart, string> = { day: 'Day', month: 'Month', year: 'Year' };
const PLACEHOLDER: Record<DobPart, string> = { day: 'DD', month: 'MM', year: 'YYYY' };

/**
 * The three boxes' state and keys: what each holds, typing that advances, Backspace that goes back, padding on
 * blur, and the combined value reported to the form (and followed when the form changes it).
 */
function useDobBoxes(value: string, onChange: (value: string) => void, onBlur?: () => void) {
  const [parts, setParts] = useState(() => splitDob(value));
  // The latest boxes: moving focus inside a change handler blurs the box before React re-renders.
  const latest = useRef(parts);
  latest.current = parts;
  const refs = useRef<Record<DobPart, HTMLInputElement | null>>({ day: null, month: null, year: null });
  const [reported, setReported] = useState(value);
  // The form may reset or fill the value from outside (form reset after a submission): the boxes follow it.
  if (value !== reported) {
    setReported(value);
    if (value !== combineDob(parts.day, parts.month, parts.year)) setParts(splitDob(value));
  }

  const update = (next: Record<DobPart, string>) => {
    latest.current = next;
    setParts(next);
    const combined = combineDob(next.day, next.month, next.year);
    setReported(combined);
    onChange(combined);
  };

  const onType = (part: DobPart, typed: string) => {
    const current = latest.current;
    const accepted = acceptTyped(part, typed, current[part]);
    update({ ...current, [part]: accepted });
    const next = DOB_PARTS[DOB_PARTS.indexOf(part) + 1];
    if (next && accepted !== current[part] && isFull(part, accepted)) refs.current[next]?.focus();
  };

  const onKeyDown = (part: DobPart, event: KeyboardEvent<HTMLInputElement>) => {
    const previous = DOB_PARTS[DOB_PARTS.indexOf(part) - 1];
    if (event.key === 'Backspace' && latest.current[part] === '' && previous) {
      event.preventDefault();
      refs.current[previous]?.focus();
    }
  };

  const onPartBlur = (part: DobPart) => {
    const current = latest.current;
    if (part !== 'year') {
      const padded = padOnBlur(current[part]);
      if (padded !== current[part]) update({ ...current, [part]: padded });
    }
    onBlur?.();
  };

  return { parts, refs, onType, onKeyDown, onPartBlur };
}

/**
 * SPEC 5 "Date of birth input": day, month and year boxes. Digits only; a single-digit day or month is padded on blur;
 * focus advances when a box is full and Backspace in an empty box moves back; the DD-MM-YYYY value is reported only
 * when day, month and a 4-digit year are all present.
 */
export function DateOfBirthInput({
  value,
  onChange,
  onBlur,
  error,
  label = 'Date of birth',
  required = true,
  name = 'date_of_birth',
}: DateOfBirthInputProps) {
  const id = useId();
  const { parts, refs, onType, onKeyDown, onPartBlur } = useDobBoxes(value, onChange, onBlur);

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-field={name}>
      <legend>
        {label}
        {required && <Mark aria-hidden="true">*</Mark>}
      </legend>
      <Row>
        {DOB_PARTS.map((part) => (
          <Box key={part}>
            {PART_LABEL[part]}
            <Input
              ref={(el) => {
                refs.current[part] = el;
              }}
              name={`${name}.${part}`}
              inputMode="numeric"
              autoComplete={`bday-${part}`}
              placeholder={PLACEHOLDER[part]}
              maxLength={DOB_PART_LENGTH[part]}
              chars={DOB_PART_LENGTH[part]}
              value={parts[part]}
              required={required}
              invalid={!!error}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onType(part, e.target.value)}
              onKeyDown={(e) => onKeyDown(part, e)}
              onBlur={() => onPartBlur(part)}
            />
          </Box>
        ))}
      </Row>
      {error && (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      )}
    </Fieldset>
  );
}
