import { useEffect } from 'react';
import { subscribeLive } from '@wagering/shared/api';
import { centsToDollars } from '@wagering/shared/format';
import { mergeUser, useSession } from '@wagering/shared/session';

/** Keeps the header balance current from the live stream's balance events while logged in. */
export function useLiveBalance() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    return subscribeLive('balance', ({ cash_cents, bonus_cents }) =>
      mergeUser({ account_balance: centsToDollars(cash_cents), bonus_balance: centsToDollars(bonus_cents) }),
    );
  }, [isLoggedIn]);
}
