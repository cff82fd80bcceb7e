import { useId, useState } from 'react';
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useFlucs } from '../api/get-flucs';
import { flucsText, withLivePrice } from '../lib/flucs';
import type { Runner } from '../types';
import { SPARK_HEIGHT, SPARK_WIDTH, Sparkline } from './sparkline';

/** The sparkline's box, drawn the same whether the flucs have arrived or not (so nothing moves when they do). */
const boxStyle = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    minWidth: 24,
    marginLeft: theme.space(2),
    padding: `${theme.space(1)} ${theme.space(1)}`,
    border: 0,
    verticalAlign: 'middle',
  }) as const;

const Toggle = styled.button(({ theme }) => ({
  ...boxStyle(theme),
  background: 'none',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

/** The space the sparkline takes, kept while its flucs load (or when the runner was never priced). */
const KeptSpace = styled.span(({ theme }) => ({
  ...boxStyle(theme),
  '&::before': { content: '""', width: SPARK_WIDTH, height: SPARK_HEIGHT },
}));

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, auto)',
  gap: `0 ${theme.space(3)}`,
  margin: `${theme.space(1)} 0`,
  fontSize: theme.font.size.sm,
  color: theme.colors.text,
  dt: { color: theme.colors.textMuted, gridRow: 1 },
  dd: { margin: 0, gridRow: 2, fontWeight: 600 },
}));

/** Whether a runner's flucs panel is open, and the panel's id for its toggle. */
export interface FlucsDisclosure {
  open: boolean;
  panelId: string;
  toggle: () => void;
}

export function useFlucsDisclosure(): FlucsDisclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return { open, panelId, toggle: () => setOpen((was) => !was) };
}

/** The runner's flucs with the live price as the newest point; null while loading, when scratched or never priced. */
function useRunnerFlucs(eventId: number, runner: Runner) {
  const fetched = useFlucs(eventId).data?.find((f) => f.saddle_number === runner.saddle_number);
  return !fetched || runner.is_eliminated ? null : withLivePrice(fetched, runner.odds.FWIN);
}

const nameOf = (runner: Runner) => `${runner.saddle_number}. ${runner.runner_name}`;

/**
 * A runner's fixed win price flucs on the card: a sparkline button (its name says the figures) that opens the panel
 * (PriceFlucsPanel, a row of its own under the runner). Its space is kept until the flucs arrive; nothing for a
 * scratched runner.
 */
export function PriceFlucs({
  eventId,
  runner,
  disclosure,
}: {
  eventId: number;
  runner: Runner;
  disclosure: FlucsDisclosure;
}) {
  const flucs = useRunnerFlucs(eventId, runner);
  if (runner.is_eliminated) return null;
  if (!flucs) return <KeptSpace aria-hidden="true" />;
  return (
    <Toggle
      type="button"
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      aria-label={`Price flucs for ${nameOf(runner)}: ${flucsText(flucs)}`}
      onClick={disclosure.toggle}
    >
      <Sparkline prices={flucs.history} />
    </Toggle>
  );
}

/** The opening, high, low and current prices and the recent prices in order; nothing until priced. */
export function PriceFlucsPanel({
  eventId,
  runner,
  disclosure,
}: {
  eventId: number;
  runner: Runner;
  disclosure: FlucsDisclosure;
}) {
  const flucs = useRunnerFlucs(eventId, runner);
  if (!flucs) return null;
  return (
    <div id={disclosure.panelId} role="group" aria-label={`Price flucs, ${nameOf(runner)}`} hidden={!disclosure.open}>
      <Figures>
        <dt>Open</dt>
        <dd>{flucs.open.toFixed(2)}</dd>
        <dt>High</dt>
        <dd>{flucs.high.toFixed(2)}</dd>
        <dt>Low</dt>
        <dd>{flucs.low.toFixed(2)}</dd>
        <dt>Now</dt>
        <dd>{flucs.current.toFixed(2)}</dd>
      </Figures>
      <p>Last prices, oldest first: {flucs.history.map((p) => p.toFixed(2)).join(', ')}</p>
    </div>
  );
}
