import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { ADDRESS_BLUR_CLOSE_MS, ADDRESS_DEBOUNCE_MS, ADDRESS_LIST_MAX_HEIGHT_PX } from '@wagering/shared/constants';
import { TextField } from '@wagering/shared/ui';
import { addressFieldsFrom, type AddressFields } from '../address/address-components';
import type { PlaceSuggestion, PlacesService } from '../address/places-service';

export const ENTER_MANUALLY = 'Enter Address Manually';

export interface AddressAutocompleteProps {
  service: PlacesService;
  country: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen and geocoded: its text and the detailed fields it gives. */
  onPick: (address: string, fields: AddressFields) => void;
  onManual: () => void;
  onBlur?: () => void;
  error?: string;
}

const Wrap = styled.div({ position: 'relative' });

const List = styled.ul(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: 30,
  margin: 0,
  marginTop: theme.space(1),
  padding: theme.space(1),
  listStyle: 'none',
  maxHeight: ADDRESS_LIST_MAX_HEIGHT_PX,
  overflowY: 'auto',
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  boxShadow: theme.shadow,
}));

const Option = styled.li<{ active: boolean; manual?: boolean }>(({ theme, active, manual }) => ({
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  background: active ? theme.colors.surfaceAlt : 'transparent',
  fontWeight: manual ? 600 : 400,
  borderTop: manual ? `1px solid ${theme.colors.border}` : undefined,
}));

/** Whether the places service has loaded (the field stays disabled until it has). */
function usePlacesReady(service: PlacesService) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void service.ready().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [service]);
  return ready;
}

/**
 * The suggestion list's state: after a pause in the punter's own typing (not a picked address written back), the
 * service's suggestions for the text, shown with none highlighted.
 */
function useSuggestions(service: PlacesService, value: string, country: string) {
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return undefined;
    const text = value.trim();
    const timer = setTimeout(() => {
      if (!text) return setSuggestions([]);
      void service.suggest(text, country).then((found) => {
        setSuggestions(found);
        setActive(-1);
        setOpen(true);
      });
    }, ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, country, service]);
  return { open, setOpen, suggestions, active, setActive, typed };
}

interface SuggestionListProps {
  listId: string;
  options: string[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}

/** The listbox under the field; the last option is always "Enter Address Manually". */
function SuggestionList({ listId, options, active, optionId, onChoose }: SuggestionListProps) {
  return (
    <List id={listId} role="listbox" aria-label="Address suggestions">
      {options.map((text, i) => (
        <Option
          key={text}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          active={i === active}
          manual={i === options.length - 1}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(i)}
        >
          {text}
        </Option>
      ))}
    </List>
  );
}

/**
 * SPEC 4 Address entry, autocompleted mode: suggestions for the selected country after a 500 ms pause in typing,
 * always ending with "Enter Address Manually"; the list closes 200 ms after the field loses focus; the field is
 * disabled until the places service is ready. A WAI-ARIA combobox: arrows move, Enter picks, Escape closes.
 */
export function AddressAutocomplete({
  service,
  country,
  value,
  onChange,
  onPick,
  onManual,
  onBlur,
  error,
}: AddressAutocompleteProps) {
  const listId = useId();
  const ready = usePlacesReady(service);
  const { open, setOpen, suggestions, active, setActive, typed } = useSuggestions(service, value, country);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const options = [...suggestions.map((s) => s.description), ENTER_MANUALLY];

  const choose = async (index: number) => {
    setOpen(false);
    typed.current = false;
    if (index === options.length - 1) return onManual();
    const address = options[index];
    onChange(address);
    onPick(address, addressFieldsFrom(await service.geocode(address), country));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      void choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <Wrap>
      <TextField
        label="Address"
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={ready ? 'Start typing your address' : 'Loading addresses…'}
        disabled={!ready}
        value={value}
        error={error}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), ADDRESS_BLUR_CLOSE_MS);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <SuggestionList
          listId={listId}
          options={options}
          active={active}
          optionId={optionId}
          onChoose={(i) => void choose(i)}
        />
      )}
    </Wrap>
  );
}
