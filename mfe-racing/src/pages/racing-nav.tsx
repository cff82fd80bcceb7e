import { NavLink } from '@wagering/shared/router';
import { TypeNav } from './layout';

/** The racing sections: today by race type, futures, next to jump and results. */
const RACING_SECTIONS = [
  { to: '/racing', label: 'Today', end: true },
  { to: '/racing/horse', label: 'Horse' },
  { to: '/racing/greyhound', label: 'Greyhound' },
  { to: '/racing/harness', label: 'Harness' },
  { to: '/racing/futures', label: 'Futures' },
  { to: '/racing/next-to-jump', label: 'Next to jump' },
  { to: '/racing/results', label: 'Results' },
];

export function RacingNav() {
  return (
    <TypeNav aria-label="Racing">
      <ul>
        {RACING_SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </TypeNav>
  );
}
