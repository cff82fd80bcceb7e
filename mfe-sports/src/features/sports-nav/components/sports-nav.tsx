import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { NavLink } from '@wagering/shared/router';
import { VisuallyHidden } from '@wagering/shared/ui';
import type { NavSport } from '../../../types';
import { sportPath } from '../../../lib/paths';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
}));

const tile = (theme: Theme) =>
  ({
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space(2),
    padding: `${theme.space(2)} ${theme.space(3)}`,
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontWeight: 600,
  }) as const;

const Item = styled(NavLink)(({ theme }) => ({
  ...tile(theme),
  textDecoration: 'none',
  '&[aria-current="page"]': {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    borderColor: theme.colors.primary,
  },
}));

const EmptyTile = styled.span(({ theme }) => ({ ...tile(theme), background: theme.colors.surfaceAlt }));

/** SPEC 1 names 25 sports. */
const SPORTS = 25;

/** The nav's place while it loads: the same grid of tiles, so what sits below it never moves. */
export function SportsNavPlaceholder() {
  return (
    <List aria-hidden="true">
      {Array.from({ length: SPORTS }, (_, i) => (
        <li key={i}>
          <EmptyTile>{'\u00a0'}</EmptyTile>
        </li>
      ))}
    </List>
  );
}

/** Every sport (SPEC 1), each linking to its page, with how many matches are open. */
export function SportsNav({ sports }: { sports: NavSport[] }) {
  return (
    <nav aria-label="Sports">
      <List>
        {sports.map((sport) => {
          const open = sport.competitions.reduce((sum, c) => sum + c.match_count, 0);
          return (
            <li key={sport.sport_code}>
              <Item to={sportPath(sport.sport_name)}>
                <span>{sport.sport_name}</span>
                <span>
                  <VisuallyHidden>, </VisuallyHidden>
                  {open}
                  <VisuallyHidden> open matches</VisuallyHidden>
                </span>
              </Item>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
