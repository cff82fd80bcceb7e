import { useEffect, useRef, useState } from 'react';
import { useBetslip } from '@wagering/shared/betslip';
import { VisuallyHidden } from '@wagering/shared/ui';
import type { Race } from '../types';

/**
 * A polite live region for screen readers: when a price the punter has in the betslip changes on this race, it says
 * so ("3. Thunder Bolt, FWIN now 4.50"). Other prices move too often to announce.
 */
export function PriceAnnouncer({ race }: { race: Race }) {
  const legs = useBetslip((s) => s.legs);
  const previous = useRef(new Map<string, number>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const now = new Map<string, number>();
    const changes: string[] = [];
    for (const leg of legs) {
      if (Number(leg.event_id) !== race.event_id || !leg.saddle_number || !leg.dividend_code) continue;
      const runner = race.runners?.find((r) => r.saddle_number === leg.saddle_number);
      const price = runner?.odds[leg.dividend_code];
      if (!runner || price === undefined) continue;
      const key = `${leg.saddle_number}:${leg.dividend_code}`;
      now.set(key, price);
      const before = previous.current.get(key);
      if (before !== undefined && before !== price) {
        changes.push(`${runner.saddle_number}. ${runner.runner_name}, ${leg.dividend_code} now ${price.toFixed(2)}`);
      }
    }
    previous.current = now;
    if (changes.length) setMessage(changes.join('; '));
  }, [legs, race]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
