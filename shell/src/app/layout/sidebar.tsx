import { NavLink } from '@wagering/shared/router';
import styled from '@emotion/styled';

/** SPEC sidebar entries, in its order. Paths for Bonus, the South African code page and Self exclusion are our choice. */
export const SIDEBAR_ENTRIES = [
  { label: 'About us', to: '/about-us' },
  { label: 'Bonus', to: '/bonus' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'FAQs', to: '/faq' },
  { label: 'Minimum bet limits', to: '/mbl' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Responsible gambling', to: '/responsible-gambling' },
  { label: 'South African code', to: '/sa-code-of-practice' },
  { label: 'Self exclusion', to: '/self-exclusion' },
  { label: 'Terms and conditions', to: '/terms-conditions' },
  { label: 'Wagering rules', to: '/rules' },
];

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  a: {
    display: 'block',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    color: theme.colors.text,
    textDecoration: 'none',
    borderRadius: theme.radius.sm,
  },
  'a:hover': { background: theme.colors.surfaceAlt },
  'a.active': { background: theme.colors.surfaceAlt, fontWeight: 700 },
}));

/** The sidebar's links; `onNavigate` lets the mobile drawer close when one is followed. */
export function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List>
      {SIDEBAR_ENTRIES.map((e) => (
        <li key={e.to}>
          <NavLink to={e.to} onClick={onNavigate}>
            {e.label}
          </NavLink>
        </li>
      ))}
    </List>
  );
}

const Nav = styled.nav(({ theme }) => ({
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  padding: theme.space(2),
}));

export function Sidebar() {
  return (
    <Nav aria-label="Site">
      <SidebarLinks />
    </Nav>
  );
}
