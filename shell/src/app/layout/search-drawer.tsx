import { useMemo, useState } from 'react';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { Drawer, EmptyState, TextField } from '@wagering/shared/ui';
import { setMobileSearch, useUi } from '@wagering/shared/session';
import { SPORT_PATHS } from '../sport-paths';

/** What the mobile search finds: the racing codes and every sport, by the name a punter types. */
export const SEARCH_TARGETS = [
  { label: 'Horse racing', to: '/racing/horse' },
  { label: 'Greyhound racing', to: '/racing/greyhound' },
  { label: 'Harness racing', to: '/racing/harness' },
  { label: 'Racing futures', to: '/racing/futures' },
  { label: 'Next to jump', to: '/racing/next-to-jump' },
  ...SPORT_PATHS.map((sport) => ({
    label: sport.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    to: `/${sport}`,
  })),
];

export const searchTargets = (query: string) => {
  const q = query.trim().toLowerCase();
  return q ? SEARCH_TARGETS.filter((t) => t.label.toLowerCase().includes(q)) : SEARCH_TARGETS;
};

const Results = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(3)} 0 0`,
  padding: 0,
  a: {
    display: 'block',
    padding: `${theme.space(2)} ${theme.space(1)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    textDecoration: 'none',
  },
}));

/** Mobile search for meetings and sports. It closes when the login modal opens (the UI store does that). */
export function SearchDrawer() {
  const open = useUi((s) => s.mobileSearchOpen);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchTargets(query), [query]);
  const close = () => setMobileSearch(false);
  return (
    <Drawer open={open} onClose={close} side="right" title="Search">
      <div role="search">
        <TextField
          label="Search meetings and sports"
          type="search"
          data-autofocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {results.length === 0 ? (
        <EmptyState>No meetings or sports match "{query}".</EmptyState>
      ) : (
        <Results aria-label="Search results">
          {results.map((r) => (
            <li key={r.to}>
              <Link to={r.to} onClick={close}>
                {r.label}
              </Link>
            </li>
          ))}
        </Results>
      )}
    </Drawer>
  );
}
