import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser } from '../../../test/helpers';
import { DuplicateEntryError, getBalances, InsufficientFundsError, journalBalances, post } from './service';
import { cents } from '@wagering/contract/money';

describe('ledger', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  const deposit = (userId: string, amount: number, reference: string) =>
    ctx.db.tx((q) =>
      post(q, {
        userId,
        kind: 'deposit',
        reference,
        description: 'Test deposit',
        lines: [
          { account: 'cash', amount_cents: cents(amount) },
          { account: 'bank_clearing', amount_cents: cents(-amount) },
        ],
      }),
    );

  it('posts a balanced entry and derives the balance from it', async () => {
    const user = await insertUser(ctx.db);
    await deposit(user, 12345, `d-${user}`);
    expect(await getBalances(ctx.db, user)).toEqual({ cash_cents: 12345, bonus_cents: 0 });
    expect(await journalBalances(ctx.db, user)).toEqual({ cash_cents: 12345, bonus_cents: 0 });
  });

  it('refuses an entry that does not balance', async () => {
    const user = await insertUser(ctx.db);
    await expect(
      ctx.db.tx((q) =>
        post(q, {
          userId: user,
          kind: 'deposit',
          reference: 'x',
          description: 'bad',
          lines: [{ account: 'cash', amount_cents: cents(5) }],
        }),
      ),
    ).rejects.toThrow('does not balance');
  });

  it('never posts the same kind and reference twice', async () => {
    const user = await insertUser(ctx.db);
    await deposit(user, 100, `dup-${user}`);
    await expect(deposit(user, 100, `dup-${user}`)).rejects.toBeInstanceOf(DuplicateEntryError);
    expect((await getBalances(ctx.db, user)).cash_cents).toBe(100);
  });

  it('refuses to take a balance below zero with "Insufficient funds"', async () => {
    const user = await insertUser(ctx.db);
    await deposit(user, 500, `d-${user}`);
    const withdraw = ctx.db.tx((q) =>
      post(q, {
        userId: user,
        kind: 'withdrawal',
        reference: `w-${user}`,
        description: 'Too much',
        lines: [
          { account: 'cash', amount_cents: cents(-501) },
          { account: 'withdrawals_payable', amount_cents: cents(501) },
        ],
      }),
    );
    await expect(withdraw).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(withdraw).rejects.toThrow('Insufficient funds');
    expect(await journalBalances(ctx.db, user)).toEqual({ cash_cents: 500, bonus_cents: 0 });
  });

  it('keeps a balance at zero or above under 50 concurrent debits', async () => {
    const user = await insertUser(ctx.db);
    await deposit(user, 1000, `d-${user}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ctx.db.tx((q) =>
          post(q, {
            userId: user,
            kind: 'stake',
            reference: `s-${user}-${i}`,
            description: 'Stake',
            lines: [
              { account: 'cash', amount_cents: cents(-70) },
              { account: 'stakes_held', amount_cents: cents(70) },
            ],
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(14);
    expect(await getBalances(ctx.db, user)).toEqual({ cash_cents: 1000 - 14 * 70, bonus_cents: 0 });
    expect(await journalBalances(ctx.db, user)).toEqual(await getBalances(ctx.db, user));
  });
});
