import { useId, useState } from 'react';
import styled from '@emotion/styled';
import { useFlucs } from '../api/get-flucs';
import { flucsText, withLivePrice } from '../lib/flucs';
import type { Runner } from '../types';
import { Sparkline } from './sparkline';

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
  marginLeft: theme.space(2),
  padding: `${theme.space(1)} ${theme.space(1)}`,
  border: 0,
  background: 'none',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  verticalAlign: 'middle',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
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

/**
 * A runner's fixed win price flucs on the card: a sparkline button (its name says the figures) that opens a small
 * panel with the opening, high, low and current prices and the recent prices in order. Nothing until priced.
 */
export function PriceFlucs({ eventId, runner }: { eventId: number; runner: Runner }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fetched = useFlucs(eventId).data?.find((f) => f.saddle_number === runner.saddle_number);
  if (!fetched || runner.is_eliminated) return null;
  const flucs = withLivePrice(fetched, runner.odds.FWIN);
  const name = `${runner.saddle_number}. ${runner.runner_name}`;
  return (
    <>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Price flucs for ${name}: ${flucsText(flucs)}`}
        onClick={() => setOpen(!open)}
      >
        <Sparkline prices={flucs.history} />
      </Toggle>
      <div id={panelId} role="group" aria-label={`Price flucs, ${name}`} hidden={!open}>
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
    </>
  );
}
