import { useEffect, useRef, useState } from 'react';
import { useBetslip } from '@wagering/shared/betslip';
import { VisuallyHidden } from '@wagering/shared/ui';
import type { Race } from '../types';

/** What the region says of a slip runner: its price, or that it no longer runs. */
const SCRATCHED = 'scratched';

/**
 * A polite live region for screen readers: when a price the punter has in the betslip changes on this race, it says
 * so ("3. Thunder Bolt, FWIN now 4.50"), and when such a runner is scratched ("3. Thunder Bolt is scratched"), which
 * the card shows only by greying its row. Other prices move too often to announce.
 */
export function PriceAnnouncer({ race }: { race: Race }) {
  const legs = useBetslip((s) => s.legs);
  const previous = useRef(new Map<string, number | typeof SCRATCHED>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const now = new Map<string, number | typeof SCRATCHED>();
    const changes: string[] = [];
    for (const leg of legs) {
      if (Number(leg.event_id) !== race.event_id || !leg.saddle_number || !leg.dividend_code) continue;
      const runner = race.runners?.find((r) => r.saddle_number === leg.saddle_number);
      const price = runner?.is_eliminated ? SCRATCHED : runner?.odds[leg.dividend_code];
      if (!runner || price === undefined) continue;
      const key = `${leg.saddle_number}:${leg.dividend_code}`;
      now.set(key, price);
      const before = previous.current.get(key);
      if (before === undefined || before === price) continue;
      const name = `${runner.saddle_number}. ${runner.runner_name}`;
      changes.push(
        price === SCRATCHED ? `${name} is scratched` : `${name}, ${leg.dividend_code} now ${price.toFixed(2)}`,
      );
    }
    previous.current = now;
    if (changes.length) setMessage([...new Set(changes)].join('; '));
  }, [legs, race]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
