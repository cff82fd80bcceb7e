import { centsToDollars, dollarsToCents, formatCents } from '@wagering/shared/format';
import {
  betslip,
  boostedPrice,
  classifyLegError,
  exoticCombinations,
  isBonusMode,
  isBoostMode,
  isEachWay,
  isEachWayOffered,
  isLegOpen,
  isSameRaceMulti,
  isStakedByTotal,
  legReturn,
  needsAttention,
  type Leg,
} from '@wagering/shared/betslip';
import { betTypeLabel, exoticPicks, legEvent, legTitle, priceText } from '../leg-text';
import { LegError } from './leg-error';
import { OptionCheck } from './option-check';
import { StakeField } from './stake-field';
import { Card, CardHead, IconButton, Muted, Options, Price, Row } from './slip-parts';

/**
 * Each-way is a fixed win plus a fixed place on one runner; turned off, the leg is the fixed win alone (its
 * product code goes with it, since the API prices a racing leg by its product).
 */
const EACH_WAY = { bet_type: 'EachWay', dividend_code: 'EachWay' };
const FIXED_WIN = { bet_type: 'Win', dividend_code: 'FWIN' };

/** Takes the server's new price: the error is cleared and the slip verified again at that price. */
function acceptNewPrice(leg: Leg) {
  betslip.updateLeg(leg.leg_id, {
    requested_dividend: leg.current_dividend ?? leg.requested_dividend,
    price_moved_from: null,
    bet_leg_error_codes: [],
    error_code: null,
    error_message: null,
  });
  void betslip.verify();
}

/**
 * News about the leg that asks nothing of the punter: a price that moved (old → new; the slip asks only if Place
 * meets a move against their setting) and why the server refused a choice.
 */
function LegNews({ leg }: { leg: Leg }) {
  const from = leg.price_moved_from;
  const now = leg.current_dividend;
  // A move Place asked about is said once, by the question (LegError), not here too.
  const asked = classifyLegError(leg) === 'dividend-change';
  const moved = !asked && from != null && now != null && now !== from;
  if (!moved && !leg.notice) return null;
  return (
    <Muted role="status" data-testid="leg-news">
      {moved && `Price moved from ${priceText(from, leg)} to ${priceText(now, leg)}.`}
      {moved && leg.notice && ' '}
      {leg.notice}
    </Muted>
  );
}

/** An exotic is staked per combination; its total is that unit times the combinations it covers. */
function ExoticStake({ leg, title, disabled }: { leg: Leg; title: string; disabled: boolean }) {
  const combinations = exoticCombinations(leg.special_type, leg.selections);
  return (
    <>
      <Row>
        <Muted>Picks: {exoticPicks(leg)}</Muted>
        <Muted>
          {combinations} {combinations === 1 ? 'combination' : 'combinations'}
        </Muted>
      </Row>
      <StakeField
        label={`Stake per combination on ${title}`}
        value={leg.bet_amount}
        disabled={disabled}
        onChange={(unit) =>
          betslip.updateLeg(leg.leg_id, {
            bet_amount: unit,
            total_amount: centsToDollars(dollarsToCents(unit * combinations)),
          })
        }
      />
      <Row>
        <span>Total</span>
        <strong>{formatCents(dollarsToCents(leg.total_amount))}</strong>
      </Row>
    </>
  );
}

/** The choices a leg offers: each-way, a bonus bet, a boosted price. */
function LegOptions({ leg, disabled }: { leg: Leg; disabled: boolean }) {
  const boosted = boostedPrice(leg);
  return (
    <Options>
      {isEachWayOffered(leg) && (
        <OptionCheck
          checked={isEachWay(leg)}
          disabled={disabled}
          onChange={(on) => betslip.updateLeg(leg.leg_id, on ? EACH_WAY : FIXED_WIN)}
        >
          Each way{leg.eachway_dividend ? ` (place ${priceText(leg.eachway_dividend, leg)})` : ''}
        </OptionCheck>
      )}
      {isBonusMode(leg) && (
        <OptionCheck
          checked={leg.is_free_bet}
          disabled={disabled}
          onChange={(is_free_bet) => betslip.updateLeg(leg.leg_id, { is_free_bet })}
        >
          Use bonus bet{leg.free_bet_limit ? ` (up to ${formatCents(dollarsToCents(leg.free_bet_limit))})` : ''}
        </OptionCheck>
      )}
      {isBoostMode(leg) && (
        <OptionCheck
          checked={Boolean(leg.boost_mode)}
          disabled={disabled}
          onChange={(boost_mode) => betslip.updateLeg(leg.leg_id, { boost_mode })}
        >
          Boost price{boosted ? ` to ${priceText(boosted, leg)}` : ''}
        </OptionCheck>
      )}
    </Options>
  );
}

interface LegCardProps {
  leg: Leg;
  /** The leg is being placed right now. */
  processing: boolean;
}

/** One single in the slip: what was picked, its price, stake, options (each-way, bonus, boost) and errors. */
export function LegCard({ leg, processing }: LegCardProps) {
  const title = legTitle(leg);
  const attention = needsAttention([leg]);
  const open = isLegOpen(leg) || !leg.event_status;
  const disabled = processing || !open;
  return (
    <Card attention={attention} aria-label={`${title}, ${betTypeLabel(leg)}`} aria-busy={processing}>
      <CardHead>
        <div>
          <h3>{title}</h3>
          <Muted>
            {legEvent(leg)} · {betTypeLabel(leg)}
          </Muted>
        </div>
        {!isStakedByTotal(leg) && (
          <Price aria-live="polite" aria-label={`Price ${priceText(leg.requested_dividend, leg)}`}>
            {priceText(leg.requested_dividend, leg)}
          </Price>
        )}
        <IconButton type="button" aria-label={`Remove ${title}`} onClick={() => void betslip.removeLeg(leg.leg_id)}>
          ×
        </IconButton>
      </CardHead>
      {isSameRaceMulti(leg) && leg.selection_name && <Muted data-testid="leg-picks">{leg.selection_name}</Muted>}
      {attention && (
        <Muted data-testid="needs-attention">Needs attention: the price is set when the race is run.</Muted>
      )}
      {!open && <Muted>Betting on this event has closed.</Muted>}
      {isStakedByTotal(leg) ? (
        <ExoticStake leg={leg} title={title} disabled={disabled} />
      ) : (
        <StakeField
          label={`Stake on ${title}`}
          value={leg.bet_amount}
          disabled={disabled}
          onChange={(bet_amount) => betslip.updateLeg(leg.leg_id, { bet_amount })}
        />
      )}
      <LegOptions leg={leg} disabled={disabled} />
      {isEachWay(leg) && (
        <Row>
          <Muted>Each way: win and place, stake counts twice</Muted>
          <Muted>{formatCents(dollarsToCents(leg.total_amount))}</Muted>
        </Row>
      )}
      <LegNews leg={leg} />
      <LegError leg={leg} onAcceptPrice={() => acceptNewPrice(leg)} />
      <Row>
        <span>Est. return</span>
        <strong>{formatCents(dollarsToCents(legReturn(leg)))}</strong>
      </Row>
    </Card>
  );
}
