import styled from '@emotion/styled';
import { formatMoney, ordinal, shortenResults } from '@wagering/shared/format';
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

/**
 * The finishing order by saddle number: every placed runner when the runners are known, else the result string,
 * with lists of 5 or more positions shortened to the first, up to two middle distinct values and the last.
 */
export function finishingOrder(race: Pick<Race, 'runners' | 'result_string'>): number[] {
  const placed = (race.runners ?? [])
    .filter((r) => r.finish_position !== null && r.finish_position > 0)
    .sort((a, b) => a.finish_position! - b.finish_position!)
    .map((r) => r.saddle_number);
  return shortenResults(placed.length > 0 ? placed : resultPositions(race.result_string));
}

/** A race's result (positions) and its dividends, when the race has them. */
export function RaceResults({ race }: { race: Race }) {
  const order = finishingOrder(race);
  const names = new Map((race.runners ?? []).map((r) => [r.saddle_number, r.runner_name]));
  const positionOf = (saddle: number, index: number) =>
    race.runners?.find((r) => r.saddle_number === saddle)?.finish_position ?? index + 1;
  const description = (code: string) => race.products.find((p) => p.dividend_code === code)?.full_description ?? code;
  if (order.length === 0 && race.dividends.length === 0) return null;
  return (
    <Wrap>
      {order.length > 0 && (
        <Places aria-label="Result">
          {order.map((saddle, i) => (
            <li key={saddle}>
              <strong>{ordinal(positionOf(saddle, i))}</strong> {saddle}
              {names.get(saddle) ? ` ${names.get(saddle)}` : ''}
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
                <td>{formatMoney(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </Dividends>
      )}
    </Wrap>
  );
}
