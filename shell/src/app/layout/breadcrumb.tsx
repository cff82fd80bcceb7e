import { Fragment } from 'react';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { usePageState } from '@wagering/shared/runtime';

const Nav = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
  overflow: 'hidden',
  h1: {
    margin: 0,
    fontSize: theme.font.size.lg,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  ol: {
    display: 'flex',
    gap: theme.space(1),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: theme.font.size.sm,
    whiteSpace: 'nowrap',
  },
  a: { color: theme.colors.onHeader },
}));

/** SPEC: the breadcrumb always starts with Home; every crumb but the last is a link; the last is bold plain text. */
export function Breadcrumb() {
  const { title, crumbs } = usePageState();
  const all = [{ label: 'Home', to: '/' }, ...crumbs];
  return (
    <Nav>
      {title && <h1>{title}</h1>}
      <nav aria-label="Breadcrumb">
        <ol>
          {all.map((crumb, i) => (
            <Fragment key={`${crumb.label}-${i}`}>
              {i > 0 && <li aria-hidden="true">/</li>}
              <li>
                {i < all.length - 1 ? (
                  <Link to={crumb.to ?? '/'}>{crumb.label}</Link>
                ) : (
                  <strong aria-current="page">{crumb.label}</strong>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
    </Nav>
  );
}
