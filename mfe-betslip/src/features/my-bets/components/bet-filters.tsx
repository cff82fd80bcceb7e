import styled from '@emotion/styled';
import { Button, Select, TextField } from '@wagering/shared/ui';
import { NO_FILTER, type BetsFilter, type BetsKind } from '../api/get-bets';

/** The kinds of bet as a punter names them; the values are the API's `kind`. */
const KIND_OPTIONS: readonly { value: BetsKind; label: string }[] = [
  { value: 'all', label: 'All bets' },
  { value: 'single', label: 'Singles' },
  { value: 'exotic', label: 'Exotics' },
  { value: 'same_race_multi', label: 'Same Race Multis' },
  { value: 'same_game_multi', label: 'Same Game Multis' },
  { value: 'multi', label: 'Multis' },
  { value: 'parlay', label: 'Parlays' },
];

const Bar = styled.fieldset(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  alignItems: 'end',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  border: 'none',
  legend: { padding: 0, marginBottom: theme.space(1), fontWeight: 600 },
}));

export const isFiltered = (filter: BetsFilter) =>
  filter.kind !== NO_FILTER.kind || filter.from !== '' || filter.to !== '';

/** Narrows My Bets to one kind of bet and the days it was placed (native date pickers on phones). */
export function BetFilters({ value, onChange }: { value: BetsFilter; onChange: (filter: BetsFilter) => void }) {
  return (
    <Bar>
      <legend>Filter bets</legend>
      <Select
        label="Bet type"
        options={KIND_OPTIONS}
        value={value.kind}
        onChange={(e) => onChange({ ...value, kind: e.target.value as BetsKind })}
      />
      <TextField
        label="Placed from"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <TextField
        label="Placed to"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
      {isFiltered(value) && (
        <Button variant="secondary" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </Button>
      )}
    </Bar>
  );
}
