import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import styled from '@emotion/styled';
import dayjs from 'dayjs';
import { describedBy, FieldError, FieldLabel, FieldWrap, inputBox, LabelText } from './field-parts';

const ISO = 'YYYY-MM-DD';
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD, or empty for none. */
  value: string;
  onChange: (value: string) => void;
  /** A rule that disables dates, e.g. no future dates for results. */
  isDateDisabled?: (date: string) => boolean;
  /** Shows a Clear button that empties the value. */
  clearable?: boolean;
  required?: boolean;
  error?: string;
  id?: string;
}

const Anchor = styled.div({ position: 'relative' });

const Trigger = styled.button<{ invalid: boolean }>(({ theme, invalid }) => ({
  ...inputBox(theme, invalid),
  textAlign: 'left',
  cursor: 'pointer',
}));

const Placeholder = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

const Popup = styled.div(({ theme }) => ({
  position: 'absolute',
  zIndex: 900,
  top: 'calc(100% + 4px)',
  left: 0,
  width: 288,
  padding: theme.space(3),
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow,
}));

const Head = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontWeight: 700 });

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: 2,
  marginTop: theme.space(2),
  textAlign: 'center',
  fontSize: theme.font.size.sm,
}));

const Day = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  height: 34,
  border: 0,
  borderRadius: theme.radius.sm,
  background: selected ? theme.colors.primary : 'transparent',
  color: selected ? theme.colors.onPrimary : theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
  '&:hover:not(:disabled)': { outline: `1px solid ${theme.colors.primary}` },
}));

const Nav = styled.button(({ theme }) => ({
  width: 34,
  height: 34,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
}));

const Clear = styled.button(({ theme }) => ({
  marginTop: theme.space(2),
  background: 'transparent',
  border: 0,
  color: theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}));

/** The days of a month's calendar grid, Monday first, with blanks (null) before the 1st. */
export function monthGrid(month: dayjs.Dayjs): (string | null)[] {
  const first = month.startOf('month');
  const blanks = (first.day() + 6) % 7;
  const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format(ISO));
  return [...Array<null>(blanks).fill(null), ...days];
}

/** Closes the open calendar on a click outside `anchor` or on Escape. */
function useDismiss(open: boolean, close: () => void, anchor: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, anchor]);
}

interface CalendarProps extends Pick<DatePickerProps, 'value' | 'isDateDisabled' | 'clearable'> {
  labelledBy: string;
  month: dayjs.Dayjs;
  setMonth: Dispatch<SetStateAction<dayjs.Dayjs>>;
  choose: (date: string) => void;
}

/** The open calendar: a month's days, buttons to the month before and after, and Clear when the field allows it. */
function Calendar({ labelledBy, month, setMonth, value, isDateDisabled, clearable, choose }: CalendarProps) {
  return (
    <Popup role="dialog" aria-labelledby={labelledBy}>
      <Head>
        <Nav type="button" aria-label="Previous month" onClick={() => setMonth((m) => m.subtract(1, 'month'))}>
          ‹
        </Nav>
        <span aria-live="polite">{month.format('MMMM YYYY')}</span>
        <Nav type="button" aria-label="Next month" onClick={() => setMonth((m) => m.add(1, 'month'))}>
          ›
        </Nav>
      </Head>
      <Grid>
        {WEEKDAYS.map((d) => (
          <span key={d} aria-hidden="true">
            {d}
          </span>
        ))}
        {monthGrid(month).map((date, i) =>
          date === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <Day
              key={date}
              type="button"
              selected={date === value}
              aria-pressed={date === value}
              aria-label={date}
              disabled={isDateDisabled?.(date)}
              onClick={() => choose(date)}
            >
              {Number(date.slice(8))}
            </Day>
          ),
        )}
      </Grid>
      {clearable && value && (
        <Clear type="button" onClick={() => choose('')}>
          Clear
        </Clear>
      )}
    </Popup>
  );
}

/**
 * A date field (placeholder YYYY-MM-DD): a click opens the calendar, a click again or outside closes it, choosing
 * a date closes it. `isDateDisabled` greys out dates the caller does not allow.
 */
export function DatePicker({
  label,
  value,
  onChange,
  isDateDisabled,
  clearable,
  required,
  error,
  id,
}: DatePickerProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => (value ? dayjs(value) : dayjs()).startOf('month'));
  const anchor = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, anchor);

  const toggle = () => {
    if (!open && value) setMonth(dayjs(value).startOf('month'));
    setOpen((o) => !o);
  };
  const choose = (date: string) => {
    onChange(date);
    setOpen(false);
  };

  return (
    <FieldWrap>
      <FieldLabel id={`${fieldId}-label`} htmlFor={fieldId}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      <Anchor ref={anchor}>
        <Trigger
          id={fieldId}
          type="button"
          invalid={!!error}
          aria-labelledby={`${fieldId}-label ${fieldId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          onClick={toggle}
        >
          {value || <Placeholder>YYYY-MM-DD</Placeholder>}
        </Trigger>
        {open && (
          <Calendar
            labelledBy={`${fieldId}-label`}
            month={month}
            setMonth={setMonth}
            value={value}
            isDateDisabled={isDateDisabled}
            clearable={clearable}
            choose={choose}
          />
        )}
      </Anchor>
      {error && (
        <FieldError id={`${fieldId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}
