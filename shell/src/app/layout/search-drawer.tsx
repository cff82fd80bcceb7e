import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { api } from '@wagering/shared/api';
import { Drawer, EmptyState, TextField } from '@wagering/shared/ui';
import { setMobileSearch, useUi } from '@wagering/shared/session';
import { SPORT_LINKS } from '../sport-paths';

interface SearchTarget {
  label: string;
  to: string;
  /** What the result is, when it is not obvious from its name ("Horse racing, 2026-11-24", "AFL"). */
  detail?: string;
}

/** The site's own sections, found without asking the server: the racing codes and every sport. */
const SEARCH_TARGETS: SearchTarget[] = [
  { label: 'Horse racing', to: '/racing/horse' },
  { label: 'Greyhound racing', to: '/racing/greyhound' },
  { label: 'Harness racing', to: '/racing/harness' },
  { label: 'Racing futures', to: '/racing/futures' },
  { label: 'Next to jump', to: '/racing/next-to-jump' },
  ...SPORT_LINKS.map((sport) => ({ label: sport.name, to: sport.path })),
];

export const searchTargets = (query: string) => {
  const q = query.trim().toLowerCase();
  return q ? SEARCH_TARGETS.filter((t) => t.label.toLowerCase().includes(q)) : SEARCH_TARGETS;
};

/** The server finds names from 2 letters (GET /v1/search). */
const MIN_QUERY = 2;
/** Asked once the punter pauses typing, not on every key. */
const TYPING_PAUSE_MS = 250;

/** Meetings (tracks), runners, teams and competitions matching what was typed, from GET /v1/search. */
function useServerSearch(query: string): SearchTarget[] {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const result = useQuery({
    queryKey: ['search', settled.toLowerCase()],
    queryFn: async () => (await api.GET('/search', { params: { query: { q: settled } } })).data,
    enabled: settled.length >= MIN_QUERY,
    staleTime: 60_000,
  });
  return (result.data ?? [])
    .filter((r) => r.kind !== 'sport')
    .map((r) => ({ label: r.label, to: r.path, detail: r.detail }));
}

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
  small: { display: 'block', color: theme.colors.textMuted },
}));

/**
 * Search: the site's sections, meetings and tracks, runners, teams and competitions. It closes when the login
 * modal opens (the UI store does that).
 */
export function SearchDrawer() {
  const open = useUi((s) => s.mobileSearchOpen);
  const [query, setQuery] = useState('');
  const local = useMemo(() => searchTargets(query), [query]);
  const remote = useServerSearch(query);
  const results = query.trim() ? [...local, ...remote] : local;
  const close = () => setMobileSearch(false);
  return (
    <Drawer open={open} onClose={close} side="right" title="Search">
      <div role="search">
        <TextField
          label="Search meetings, runners, teams and sports"
          type="search"
          data-autofocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {results.length === 0 ? (
        <EmptyState>Nothing matches "{query}".</EmptyState>
      ) : (
        <Results aria-label="Search results">
          {results.map((r) => (
            <li key={r.to}>
              <Link to={r.to} onClick={close}>
                {r.label}
                {r.detail && <small>{r.detail}</small>}
              </Link>
            </li>
          ))}
        </Results>
      )}
    </Drawer>
  );
}
