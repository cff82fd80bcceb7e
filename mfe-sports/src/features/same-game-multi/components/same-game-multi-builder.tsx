import { useState } from 'react';
import styled from '@emotion/styled';
import { betslip } from '@wagering/shared/betslip';
import { formatPrice } from '@wagering/shared/format';
import { Button } from '@wagering/shared/ui';
import { sameGameMultiSelections } from '@wagering/shared/wagering';
import type { Match, MarketSelection } from '../../../types';
import { isBettable, orderedMarkets } from '../../../lib/market-leg';
import { Heading, Section } from '../../../components/page-parts';
import { useSameGameMultiDiv } from '../api/get-same-game-multi-div';
import { pickProblem, sameGameMultiLeg, togglePick } from '../same-game-multi-leg';

const Markets = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
}));

const Market = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  margin: 0,
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  legend: { padding: `0 ${theme.space(1)}`, fontWeight: 700 },
}));

const Pick = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  flex: '1 1 8em',
  minHeight: 44,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  background: selected ? theme.colors.primary : theme.colors.surface,
  color: selected ? theme.colors.onPrimary : theme.colors.text,
  border: `2px solid ${selected ? theme.colors.primary : theme.colors.border}`,
  '&:disabled': { cursor: 'not-allowed', color: theme.colors.textMuted },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.space(3),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

const Status = styled.p({ margin: 0, fontWeight: 700 });

/**
 * Same Game Multi: one selection from each of two or more markets of this match, priced together by the API (the
 * legs are correlated, so the price is never the product of theirs). Picks that cannot all win are explained
 * rather than priced. The slip is not opened by itself: the punter may keep building.
 */
export function SameGameMultiBuilder({ match }: { match: Match }) {
  const [chosen, setPicks] = useState<MarketSelection[]>([]);
  // In the page's market order, whatever order they were tapped in: the same legs always read (and price) alike.
  const picks = orderedMarkets(match)
    .flatMap((m) => m.selections)
    .filter((s) => chosen.some((p) => p.bet_type === s.bet_type));
  const problem = pickProblem(match, picks);
  const selections = sameGameMultiSelections(picks.map((p) => p.bet_type));
  const price = useSameGameMultiDiv(match.event_id, selections, !problem);
  const open = isBettable(match);
  const dividend = !problem && !price.isError ? price.data?.dividend : undefined;
  const status =
    problem ??
    (price.isError
      ? 'These selections have no price right now'
      : dividend
        ? `Same Game Multi price ${formatPrice(dividend)}`
        : 'Getting the price…');

  return (
    <Section aria-labelledby="same-game-multi">
      <Heading id="same-game-multi">Same Game Multi</Heading>
      <Markets>
        {orderedMarkets(match).map((market) => (
          <Market key={market.market_name}>
            <legend>{market.market_name}</legend>
            {market.selections.map((s) => {
              const selected = picks.some((p) => p.bet_type === s.bet_type);
              return (
                <Pick
                  key={s.bet_type}
                  type="button"
                  selected={selected}
                  aria-pressed={selected}
                  disabled={!open}
                  onClick={() => setPicks((current) => togglePick(current, s, market.selections))}
                >
                  {s.selection_name}
                </Pick>
              );
            })}
          </Market>
        ))}
      </Markets>
      <Bar>
        <Status role="status">{status}</Status>
        <Button
          disabled={!open || !dividend}
          onClick={() => {
            void betslip.addLeg(sameGameMultiLeg(match, picks, dividend!));
            setPicks([]);
          }}
        >
          Add Same Game Multi to betslip
        </Button>
      </Bar>
    </Section>
  );
}
