import { dollarsToCents, formatCents, formatPrice } from '@wagering/shared/format';
import { betslip, type ParlayOption } from '@wagering/shared/betslip';
import { StakeField } from './stake-field';
import { Card, CardHead, Muted, Price, Row } from './slip-parts';

/** A parlay option (Doubles, Trebles, Four Picks ...): one stake on each of its combinations. */
export function ParlayCard({ combo, disabled }: { combo: ParlayOption; disabled: boolean }) {
  const count = combo.combinations.length;
  return (
    <Card aria-label={combo.label}>
      <CardHead>
        <div>
          <h3>{combo.label}</h3>
          <Muted>
            {count} combinations of {combo.legCount} legs
          </Muted>
        </div>
        <Price>{formatPrice(combo.dividend)}</Price>
      </CardHead>
      <StakeField
        label={`Stake per combination on ${combo.label}`}
        value={combo.amount}
        disabled={disabled}
        onChange={(amount) => betslip.setParlayAmount(combo.label, amount)}
      />
      <Row>
        <span>Total</span>
        <strong>{formatCents(dollarsToCents(combo.amount * count))}</strong>
      </Row>
    </Card>
  );
}
