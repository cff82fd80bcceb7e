import { useState } from 'react';
import styled from '@emotion/styled';
import { SAME_RACE_MULTI_TYPES } from '@wagering/shared/constants';
import { formatPrice } from '@wagering/shared/format';
import { Button } from '@wagering/shared/ui';
import { sameRaceMultiRefusal } from '@wagering/shared/wagering';
import { useSameRaceMultiDiv } from '../api/get-same-race-multi-div';
import { useAddToSlip } from '../hooks/use-add-to-slip';
import { sameRaceMultiLeg, sameRaceMultiSelections, type SameRaceMultiPick } from '../lib/legs';
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

const Pick = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  minWidth: '3.5em',
  minHeight: 36,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  fontWeight: 700,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  background: selected ? theme.colors.primary : theme.colors.surface,
  color: selected ? theme.colors.onPrimary : theme.colors.text,
  border: `2px solid ${selected ? theme.colors.primary : theme.colors.border}`,
  '&:disabled': { cursor: 'not-allowed', color: theme.colors.textMuted },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

interface PicksTableProps {
  race: Race;
  picks: SameRaceMultiPick[];
  /** Betting on the race is open. */
  open: boolean;
  onChoose: (saddle: number, code: string) => void;
}

/** Each runner still in the race against WIN, TOP2, TOP3 and TOP4: a press picks (or unpicks) that finish. */
function PicksTable({ race, picks, open, onChoose }: PicksTableProps) {
  return (
    <TableScroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">Runner</th>
            {SAME_RACE_MULTI_TYPES.map((t) => (
              <th key={t.type} scope="col">
                {t.type}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(race.runners ?? [])
            .filter((r) => !r.is_eliminated)
            .map((runner) => (
              <tr key={runner.saddle_number}>
                <td>
                  <RunnerInfo runner={runner} raceType={race.race_type} />
                </td>
                {SAME_RACE_MULTI_TYPES.map((t) => {
                  const odds = runner.srm_odds.find((o) => o.dividend_code === t.dividend_code)?.value;
                  const selected = picks.some(
                    (p) => p.saddle_number === runner.saddle_number && p.dividend_code === t.dividend_code,
                  );
                  return (
                    <td key={t.type}>
                      <Pick
                        type="button"
                        selected={selected}
                        aria-pressed={selected}
                        disabled={!open || !odds}
                        aria-label={`${t.type}: ${runner.saddle_number}. ${runner.runner_name}${odds ? `, ${odds.toFixed(2)}` : ''}`}
                        onClick={() => onChoose(runner.saddle_number, t.dividend_code)}
                      >
                        {odds ? odds.toFixed(2) : 'N/A'}
                      </Pick>
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * Same-race-multi: each runner picked to WIN, or to finish TOP2, TOP3 or TOP4; the price of the picks is asked
 * of the API (live: it is asked again when the race is repriced). The betslip does not open by itself for it.
 */
export function SameRaceMulti({ race }: { race: Race }) {
  const [picks, setPicks] = useState<SameRaceMultiPick[]>([]);
  const selections = sameRaceMultiSelections(picks);
  const price = useSameRaceMultiDiv(race.event_id, selections, picks.length);
  const add = useAddToSlip();
  const open = isRaceOpen(race);
  // Picks that cannot all finish where asked (three runners in the top 2) are explained, not priced.
  const refusal = sameRaceMultiRefusal(picks.map((p) => ({ saddle: p.saddle_number, code: p.dividend_code })));
  const dividend = picks.length >= 2 && !refusal && !price.isError ? price.data?.dividend : undefined;

  const choose = (saddle: number, code: string) =>
    setPicks((current) => {
      const others = current.filter(
        (p) => p.saddle_number !== saddle && !(code === 'FWIN' && p.dividend_code === 'FWIN'),
      );
      const same = current.some((p) => p.saddle_number === saddle && p.dividend_code === code);
      return same ? others : [...others, { saddle_number: saddle, dividend_code: code }];
    });

  return (
    <div>
      <Bar>
        <span aria-live="polite">
          {refusal
            ? refusal
            : picks.length < 2
              ? 'Pick two or more runners'
              : price.isError
                ? 'These picks have no price'
                : dividend
                  ? `Price ${formatPrice(dividend)}`
                  : 'Getting the price…'}
        </span>
        <Button
          disabled={!open || !dividend}
          onClick={() => {
            add(sameRaceMultiLeg(race, picks, dividend!), false);
            setPicks([]);
          }}
        >
          Add Same Race Multi to betslip
        </Button>
      </Bar>
      <PicksTable race={race} picks={picks} open={open} onChoose={choose} />
    </div>
  );
}
