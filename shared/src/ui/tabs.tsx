import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The selected tab's panel. */
  children?: ReactNode;
  /**
   * Where the tab list shows: everywhere; on phones only, by CSS (so HTML rendered without knowing the screen is
   * right on every screen); or nowhere, the panel then plain content. The panel's element stays the same in all three.
   */
  list?: 'shown' | 'phone' | 'none';
}

const List = styled.div<{ phoneOnly: boolean }>(({ theme, phoneOnly }) => ({
  display: 'flex',
  gap: theme.space(1),
  overflowX: 'auto',
  borderBottom: `1px solid ${theme.colors.border}`,
  ...(phoneOnly ? { [theme.mq.tablet]: { display: 'none' } } : {}),
}));

const Tab = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  background: 'transparent',
  border: 0,
  borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
  color: selected ? theme.colors.text : theme.colors.textMuted,
  fontWeight: selected ? 700 : 500,
  font: 'inherit',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
}));

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
export function Tabs<K extends string>({ tabs, value, onChange, label, children, list = 'shown' }: TabsProps<K>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.filter((t) => !t.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.findIndex((t) => t.key === value);
    const next = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = enabled[next]!;
    onChange(target.key);
    refs.current[tabs.indexOf(target)]?.focus();
  };

  return (
    <div>
      {list !== 'none' && (
        <List role="tablist" aria-label={label} onKeyDown={onKeyDown} phoneOnly={list === 'phone'}>
          {tabs.map((tab, i) => {
            const selected = tab.key === value;
            return (
              <Tab
                key={tab.key}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.key}`}
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                tabIndex={selected ? 0 : -1}
                disabled={tab.disabled}
                selected={selected}
                onClick={() => onChange(tab.key)}
              >
                {tab.label}
              </Tab>
            );
          })}
        </List>
      )}
      {children !== undefined &&
        (list === 'none' ? (
          <div>{children}</div>
        ) : (
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
            {children}
          </div>
        ))}
    </div>
  );
}
