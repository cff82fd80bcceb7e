import { memo, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { legIdFor, useBetslip } from '@wagering/shared/betslip';
import { useHydratedLayoutClass } from '@wagering/shared/runtime';
import { Tabs, VisuallyHidden } from '@wagering/shared/ui';
import { useAddToSlip } from '../hooks/use-add-to-slip';
import { eachWayLeg, winPlaceLeg } from '../lib/legs';
import { mobileOddsTabs, oddsColumns, type OddsColumn } from '../lib/odds-columns';
import { isRaceOpen, oddsText } from '../lib/race-rules';
import type { Race, Runner } from '../types';
import { OddsButton } from './odds-button';
import { PriceAnnouncer } from './price-announcer';
import { FormGuide } from './form-guide';
import { RunnerFormPanel, RunnerFormToggle, useFormDisclosure } from './runner-form';
import { PriceFlucs, PriceFlucsPanel, useFlucsDisclosure } from './price-flucs';
import { RunnerInfo } from './runner-info';
import { BlackbookToggle } from './blackbook-toggle';

/** Wide tables scroll sideways inside their own box on a narrow screen. */
export const TableScroll = styled.div({ overflowX: 'auto', maxWidth: '100%' });

/**
 * On a phone, only the chosen odds tab's columns show (by CSS: right in HTML drawn before the screen is known). The
 * selector is built from the tab's fixed key, never its display text.
 */
const OddsScroll = styled(TableScroll)<{ tab: string }>(({ theme, tab }) => ({
  [theme.mq.mobileOnly]: {
    [`[data-odds-tab]:not([data-odds-tab="${tab}"])`]: { display: 'none' },
    // A heading wraps ("Fixed / Place") rather than widen its column past its prices: the card fits 360 px.
    th: { whiteSpace: 'normal' },
  },
}));

export const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  color: theme.colors.text,
  'th, td': {
    padding: `${theme.space(2)} ${theme.space(0.5)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'center',
  },
  'th:first-of-type, td:first-of-type': { textAlign: 'left', width: '100%' },
  th: { fontSize: theme.font.size.xs, color: theme.colors.textMuted, fontWeight: 600, whiteSpace: 'nowrap' },
}));

/** "leg_id:dividend_code" of every leg in the slip: a badge is selected when its own pick is there. */
function useSlipPicks(): Set<string> {
  const legs = useBetslip((s) => s.legs);
  return useMemo(() => new Set(legs.map((l) => `${l.leg_id}:${l.dividend_code ?? ''}`)), [legs]);
}

const pickKey = (leg: Parameters<typeof legIdFor>[0] & { dividend_code?: string }) =>
  `${legIdFor(leg)}:${leg.dividend_code ?? ''}`;

// On a phone the star goes under the runner when the name needs the room (the row fits 360 px).
const RunnerLine = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 8,
  [theme.mq.mobileOnly]: { flexWrap: 'wrap' },
}));

interface RunnerRowProps {
  race: Race;
  runner: Runner;
  columns: OddsColumn[];
  eachWay: boolean;
  /** The phone odds tab each column belongs to (derived from the columns, so not compared on its own). */
  tabOf: ReadonlyMap<string, string>;
}

/**
 * A row draws again when what it shows changes: its runner (a price tick keeps unmoved runners as they were,
 * lib/live-patch.ts), its columns, or what it reads of its race (status, products; the rest is fixed per event). So a
 * tick redraws the runners whose prices moved, not the card.
 */
const sameRow = (a: RunnerRowProps, b: RunnerRowProps) =>
  a.runner === b.runner &&
  a.eachWay === b.eachWay &&
  a.columns.length === b.columns.length &&
  a.columns.every((column, i) => column.code === b.columns[i]!.code) &&
  a.race.event_id === b.race.event_id &&
  a.race.race_status === b.race.race_status &&
  a.race.products === b.race.products;

const RunnerRow = memo(function RunnerRow({ race, runner, columns, eachWay, tabOf }: RunnerRowProps) {
  const picks = useSlipPicks();
  const add = useAddToSlip();
  const closed = !isRaceOpen(race);
  const flucs = useFlucsDisclosure();
  const form = useFormDisclosure();
  const span = 1 + columns.length + (eachWay ? 1 : 0);
  return (
    <>
      <tr data-testid={`runner-${runner.saddle_number}`} data-scratched={runner.is_eliminated || undefined}>
        <td>
          <RunnerLine>
            <RunnerInfo runner={runner} raceType={race.race_type} />
            {/* Like the form guide, the star is for runners in the race (a scratched row offers nothing to press). */}
            {!runner.is_eliminated && <BlackbookToggle runner={runner} raceType={race.race_type} />}
          </RunnerLine>
          {!runner.is_eliminated && (
            <>
              <RunnerFormToggle runner={runner} disclosure={form} />
              <FormGuide race={race} runner={runner} />
            </>
          )}
          <PriceFlucs eventId={race.event_id} runner={runner} disclosure={flucs} />
        </td>
        {columns.map((col) => {
          const value = runner.is_eliminated ? null : runner.odds[col.code];
          const leg = winPlaceLeg(race, runner, col.code);
          const selected = picks.has(pickKey(leg));
          return (
            <td key={col.code} data-odds-tab={tabOf.get(col.code) ?? ''}>
              <OddsButton
                value={value}
                text={oddsText(value, col.code, race.products)}
                label={`${col.name}, ${runner.saddle_number}. ${runner.runner_name}`}
                selected={selected}
                disabled={closed}
                onSelect={() => add(leg, selected)}
              />
            </td>
          );
        })}
        {eachWay && (
          <td data-odds-tab={EACH_WAY_TAB}>
            {(() => {
              const leg = eachWayLeg(race, runner);
              const selected = picks.has(pickKey(leg));
              const value = runner.is_eliminated ? null : runner.odds.FWIN;
              return (
                <OddsButton
                  value={value}
                  text={value ? 'E/W' : ''}
                  label={`Each Way, ${runner.saddle_number}. ${runner.runner_name}`}
                  selected={selected}
                  disabled={closed}
                  onSelect={() => add(leg, selected)}
                />
              );
            })()}
          </td>
        )}
      </tr>
      {/* The flucs panel takes the whole width under its runner: in the runner's column it squeezed a phone's row. */}
      {/* So is the form panel: its last five starts need the card's width on a phone. */}
      <tr hidden={!form.open}>
        <td colSpan={span}>
          <RunnerFormPanel race={race} runner={runner} disclosure={form} />
        </td>
      </tr>
      <tr hidden={!flucs.open}>
        <td colSpan={span}>
          <PriceFlucsPanel eventId={race.event_id} runner={runner} disclosure={flucs} />
        </td>
      </tr>
    </>
  );
}, sameRow);

/** The each-way column shows on a phone with the Fixed odds (the tab's key). */
const EACH_WAY_TAB = 'fixed';

/**
 * Runners with their win and place prices: every product as a column on desktop, and on mobile the SPEC odds tabs
 * (SP & TF, TOTE, VIC, Fixed), each showing its own columns. Until the page has hydrated the screen is unknown: the
 * HTML carries every column and the tabs, and CSS shows what fits; after, only what the screen shows renders. The
 * elements stay the same either way, so hydrating never redraws the table (nor drops a tap on it).
 */
export function WinPlaceTable({ race }: { race: Race }) {
  const layout = useHydratedLayoutClass();
  const columns = oddsColumns(race);
  const tabs = mobileOddsTabs(columns);
  const tabOf = new Map(tabs.flatMap((t) => t.columns.map((c) => [c.code, t.key] as const)));
  const [tab, setTab] = useState(() => (tabs.find((t) => t.key === EACH_WAY_TAB) ?? tabs[0])?.key ?? '');
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  const shown = layout === 'mobile' ? (current?.columns ?? []) : columns;
  const eachWay =
    race.products.some((p) => p.dividend_code === 'EachWay') && (layout !== 'mobile' || current?.key === EACH_WAY_TAB);
  const table = (
    <OddsScroll tab={current?.key ?? ''}>
      <PriceAnnouncer race={race} />
      <Table>
        <caption>
          <VisuallyHidden>Runners and prices, {race.event_name}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Runner</th>
            {shown.map((c) => (
              <th key={c.code} scope="col" title={c.name} data-odds-tab={tabOf.get(c.code) ?? ''}>
                {c.heading}
              </th>
            ))}
            {eachWay && (
              <th scope="col" title="Each Way" data-odds-tab={EACH_WAY_TAB}>
                E/W
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {(race.runners ?? []).map((runner) => (
            <RunnerRow
              key={runner.saddle_number}
              race={race}
              runner={runner}
              columns={shown}
              eachWay={eachWay}
              tabOf={tabOf}
            />
          ))}
        </tbody>
      </Table>
    </OddsScroll>
  );
  if (tabs.length === 0) return table;
  return (
    <Tabs
      tabs={tabs.map((t) => ({ key: t.key, label: t.label }))}
      value={current!.key}
      onChange={setTab}
      label="Odds"
      list={!layout ? 'phone' : layout === 'mobile' ? 'shown' : 'none'}
    >
      {table}
    </Tabs>
  );
}
