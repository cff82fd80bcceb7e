import styled from '@emotion/styled';
import { dollarsToCents, formatCents, ordinal, shortenResults } from '@wagering/shared/format';
import { resultPositions } from '../lib/race-rules';
import type { Race } from '../types';

const Wrap = styled.div(({ theme }) => ({ color: theme.colors.text, display: 'grid', gap: theme.space(2) }));

const Places = styled.ol(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: {
    padding: `${theme.space(1)} ${theme.space(2)}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surfaceAlt,
    border: `1px solid ${theme.colors.border}`,
  },
}));

const Dividends = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  'th, td': {
    padding: `${theme.space(1)} ${theme.space(2)}`,
    textAlign: 'left',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  th: { color: theme.colors.textMuted, fontWeight: 600 },
  'td:last-of-type, th:last-of-type': { textAlign: 'right' },
}));

/** Places paid by field size: three from 8 starters, two from 5, else the winner alone. */
const placesPaid = (fieldSize: number) => (fieldSize >= 8 ? 3 : fieldSize >= 5 ? 2 : 1);

/**
 * The placings to show, each with its position and runner: the API's placings (named, only as far as places are
 * paid), else the result string cut at the places paid (lists of 5 or more shortened as SPEC 9 says).
 */
export function placings(race: Pick<Race, 'placings' | 'result_string' | 'field_size' | 'runners'>) {
  if (race.placings.length > 0) return race.placings;
  const names = new Map((race.runners ?? []).map((r) => [r.saddle_number, r.runner_name]));
  return shortenResults(resultPositions(race.result_string).slice(0, placesPaid(race.field_size))).map((saddle, i) => ({
    position: i + 1,
    saddle_number: saddle,
    runner_name: names.get(saddle) ?? '',
  }));
}

/** A race's result (positions with runner names) and its dividends, when the race has them. */
export function RaceResults({ race }: { race: Race }) {
  const placed = placings(race);
  const description = (code: string) => race.products.find((p) => p.dividend_code === code)?.full_description ?? code;
  if (placed.length === 0 && race.dividends.length === 0) return null;
  return (
    <Wrap>
      {placed.length > 0 && (
        <Places aria-label="Result">
          {placed.map((p) => (
            <li key={p.saddle_number}>
              <strong>{ordinal(p.position)}</strong> {p.saddle_number}
              {p.runner_name ? `. ${p.runner_name}` : ''}
            </li>
          ))}
        </Places>
      )}
      {race.dividends.length > 0 && (
        <Dividends aria-label={`Dividends, race ${race.race_number}`}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Runners</th>
              <th scope="col">Dividend</th>
            </tr>
          </thead>
          <tbody>
            {race.dividends.map((d) => (
              <tr key={`${d.dividend_code}-${d.selections}`}>
                <td>{description(d.dividend_code)}</td>
                <td>{d.selections}</td>
                <td>{formatCents(dollarsToCents(d.value))}</td>
              </tr>
            ))}
          </tbody>
        </Dividends>
      )}
    </Wrap>
  );
}
