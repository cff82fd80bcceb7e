import type { Db } from '../../db/client';

/**
 * How whatever resolves races and matches (the feed) has the bets on them settled. Settlement declares this port and
 * implements it (`settlement` in service.ts); the feed is handed the implementation where the process starts
 * (main.ts, feed/main.ts), so the adapter depends on this contract, never on settlement's workings.
 */
export interface SettlementPort {
  /** Settles every open bet with a leg on a resolved race or match; answers how many settled. */
  settleResolved(db: Db, now: number): Promise<number>;
}
