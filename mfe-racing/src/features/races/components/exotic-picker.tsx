import { useState } from 'react';
import styled from '@emotion/styled';
import { exoticCombinations } from '@wagering/shared/betslip';
import { ordinal } from '@wagering/shared/format';
import { Button } from '@wagering/shared/ui';
import { useAddToSlip } from '../hooks/use-add-to-slip';
import { EXOTIC_BETS, exoticLeg, isSingleGroup, type ExoticKey } from '../lib/legs';
import { isRaceOpen } from '../lib/race-rules';
import type { Race } from '../types';
import { RunnerInfo } from './runner-info';
import { Table, TableScroll } from './win-place-table';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${theme.space(2)} 0`,
  color: theme.colors.text,
}));

const Check = styled.input({ width: 22, height: 22, cursor: 'pointer' });

/**
 * An exotic's position pickers (quinella 2, exacta 2, trifecta 3, first four 4 positions), with a Box option:
 * a boxed bet (and a quinella) takes one group of runners in any order.
 */
export function ExoticPicker({ race, bet }: { race: Race; bet: ExoticKey }) {
  const { label, positions } = EXOTIC_BETS.find((b) => b.key === bet)!;
  const [boxed, setBoxed] = useState(false);
  const single = isSingleGroup(bet, boxed);
  const columns = single ? 1 : positions;
  const [picks, setPicks] = useState<number[][]>(() => Array.from({ length: positions }, () => []));
  const add = useAddToSlip();
  const open = isRaceOpen(race);
  const runners = (race.runners ?? []).filter((r) => !r.is_eliminated);
  const leg = exoticLeg(race, bet, boxed, picks.slice(0, columns));
  const combinations = exoticCombinations(leg.special_type, leg.selections);
  const boxProduct = race.products.some((p) => p.special_type === `Box${bet}`);

  const toggle = (column: number, saddle: number) =>
    setPicks((current) =>
      current.map((group, i) =>
        i !== column ? group : group.includes(saddle) ? group.filter((s) => s !== saddle) : [...group, saddle],
      ),
    );
  const heading = (column: number) => (single ? (boxed ? 'Box' : 'Any order') : ordinal(column + 1));

  return (
    <div>
      <Bar>
        {boxProduct && bet !== 'Quinella' && (
          <label>
            <Check type="checkbox" checked={boxed} onChange={(e) => setBoxed(e.target.checked)} /> Box {label}
          </label>
        )}
        <span aria-live="polite">
          {combinations} {combinations === 1 ? 'combination' : 'combinations'}
        </span>
        <Button
          disabled={!open || combinations === 0}
          onClick={() => {
            add(leg, false);
            setPicks(Array.from({ length: positions }, () => []));
          }}
        >
          Add {boxed ? `Box ${label}` : label} to betslip
        </Button>
      </Bar>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Runner</th>
              {Array.from({ length: columns }, (_, c) => (
                <th key={c} scope="col">
                  {heading(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runners.map((runner) => (
              <tr key={runner.saddle_number}>
                <td>
                  <RunnerInfo runner={runner} raceType={race.race_type} />
                </td>
                {Array.from({ length: columns }, (_, c) => (
                  <td key={c}>
                    <Check
                      type="checkbox"
                      disabled={!open}
                      aria-label={`${heading(c)}: ${runner.saddle_number}. ${runner.runner_name}`}
                      checked={picks[c].includes(runner.saddle_number)}
                      onChange={() => toggle(c, runner.saddle_number)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}
