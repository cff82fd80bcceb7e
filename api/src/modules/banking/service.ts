import { randomBytes } from 'node:crypto';
import { normaliseBsb } from '@wagering/contract/forms';
import { cents, type Cents } from '@wagering/contract/money';
import type { Db, Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { formatCents } from '@wagering/contract/format';
import { assertCanWager, UNVERIFIED_MESSAGE } from '../auth/guard';
import { getBalances, post, type Balances } from '../ledger/service';
import { sameName } from '../../lib/identity';
import { publish } from '../live-events/publish';
import { assertWithinDepositLimit } from '../responsible-gambling/service';
import { THREE_DS_STEP, type ThreeDsStep } from '@wagering/contract/constants';
import type { Infer } from '../../lib/schemas';
import type { statusResponse, withdrawalResponse } from './schemas';
import { scenarioOf, tokenizeCard } from './sandbox-gateway';
import { iso } from '../../lib/dates';

/**
 * Credits a deposit inside the caller's transaction: the punter must be allowed to deposit (verified, not
 * self-excluded) and within their deposit limit, checked under the wallet lock so parallel deposits cannot pass it.
 */
export async function creditDeposit(
  q: Queryable,
  args: { userId: string; amountCents: Cents; reference: string; description: string; now: number },
) {
  await assertCanWager(q, args.userId, args.now);
  await q.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [args.userId]);
  await assertWithinDepositLimit(q, args.userId, args.amountCents, args.now);
  return post(q, {
    userId: args.userId,
    kind: 'deposit',
    reference: args.reference,
    description: args.description,
    at: args.now,
    lines: [
      { account: 'cash', amount_cents: args.amountCents },
      { account: 'bank_clearing', amount_cents: cents(-args.amountCents) },
    ],
  });
}

/** Tells the punter's open pages (toast and balance) about a money movement. */
export async function announceTransfer(
  db: Db,
  args: {
    userId: string;
    id: string;
    description: string;
    amountCents: Cents;
    status: string;
    balances: Balances;
  },
) {
  await publish(db, {
    kind: 'notification',
    userId: args.userId,
    event: {
      id: args.id,
      event_description: args.description,
      outcome: formatCents(cents(Math.abs(args.amountCents))),
      status: args.status,
      balance_effect: `${args.amountCents < 0 ? '-' : '+'}${formatCents(cents(Math.abs(args.amountCents)))}`,
      type: 'Transfer',
    },
  });
  await publish(db, { kind: 'balance', userId: args.userId, ...args.balances });
}

// ---- cards ----

export async function listCards(q: Queryable, userId: string) {
  const { rows } = await q.query<{ id: number; masked_card_number: string; bank_name: string }>(
    'SELECT id, masked_card_number, bank_name FROM cards WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({ card_id: r.id, masked_card_number: r.masked_card_number, bank_name: r.bank_name }));
}

export async function registerCard(
  q: Queryable,
  userId: string,
  card: { card_number: string; card_holder_name: string; bank_name: string; expiry_month: number; expiry_year: number },
  now: number,
) {
  const { token, masked } = tokenizeCard(card.card_number);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO cards (user_id, provider_token, masked_card_number, bank_name, card_holder_name, expiry_month, expiry_year, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, token, masked, card.bank_name, card.card_holder_name, card.expiry_month, card.expiry_year, iso(now)],
  );
  return { card_id: rows[0].id, masked_card_number: masked, bank_name: card.bank_name };
}

// ---- 3-D Secure card payments ----

type CardRequest = {
  id: string;
  token: string;
  user_id: string;
  amount_cents: BigintColumn;
  scenario: string;
  step: ThreeDsStep;
  challenge_passed: boolean;
  completed_at: Date | null;
};

export const CARD_REQUEST_NOT_FOUND = 'Card payment not found';

async function cardRequest(
  q: Queryable,
  args: { userId?: string; id: string; token?: string; lock?: boolean },
): Promise<CardRequest> {
  const { rows } = await q.query<CardRequest>(
    `SELECT * FROM card_requests WHERE id = $1 ${args.lock ? 'FOR UPDATE' : ''}`,
    [args.id],
  );
  const r = rows[0];
  // Another punter's payment, or a wrong token, looks exactly like a missing one.
  if (!r || (args.userId && r.user_id !== args.userId) || (args.token !== undefined && r.token !== args.token))
    throw notFound(CARD_REQUEST_NOT_FOUND);
  return r;
}

/** Starts a card deposit with a saved card: the first 3-D Secure step is the method (device data) form. */
export async function startCardDeposit(
  db: Db,
  args: { userId: string; cardId: number; amountCents: Cents; now: number; acsBase: string },
) {
  return db.tx(async (q) => {
    await assertCanWager(q, args.userId, args.now);
    await assertWithinDepositLimit(q, args.userId, args.amountCents, args.now);
    const { rows } = await q.query<{ provider_token: string }>(
      'SELECT provider_token FROM cards WHERE id = $1 AND user_id = $2',
      [args.cardId, args.userId],
    );
    if (!rows[0]) throw notFound('Card not found');
    const id = `cr_${randomBytes(9).toString('hex')}`;
    const token = randomBytes(16).toString('hex');
    await q.query(
      `INSERT INTO card_requests (id, token, user_id, card_id, amount_cents, scenario, step, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        token,
        args.userId,
        args.cardId,
        args.amountCents,
        scenarioOf(rows[0].provider_token),
        THREE_DS_STEP.ThreeDSMethod,
        iso(args.now),
      ],
    );
    const methodUrl = `${args.acsBase}/${id}/method`;
    return {
      card_request_id: id,
      card_request_token: token,
      step: THREE_DS_STEP.ThreeDSMethod,
      html: `<form id="threeDSMethodForm" method="post" action="${methodUrl}"><input type="hidden" name="threeDSMethodData" value="${id}"></form>`,
    };
  });
}

/** After the method step: frictionless cards are authenticated at once; challenge cards get the bank's challenge page. */
export async function proceedCardDeposit(db: Db, args: { userId: string; id: string; token: string; acsBase: string }) {
  return db.tx(async (q) => {
    const r = await cardRequest(q, { userId: args.userId, id: args.id, token: args.token, lock: true });
    if (r.completed_at) throw conflict('This card payment is already complete.');
    const challenge = r.scenario === 'challenge' && !r.challenge_passed;
    const step = challenge ? THREE_DS_STEP.VerificationRedirect_v2 : THREE_DS_STEP.Success;
    await q.query('UPDATE card_requests SET step = $2 WHERE id = $1', [r.id, step]);
    return {
      card_request_id: r.id,
      step,
      ...(challenge ? { redirect_url: `${args.acsBase}/${r.id}/challenge`, redirect_fields: { creq: r.token } } : {}),
    };
  });
}

/** The sandbox bank's challenge answer (the punter pressed Approve or Decline on its page). */
export async function answerChallenge(db: Db, args: { id: string; token: string; approved: boolean }) {
  await db.tx(async (q) => {
    const r = await cardRequest(q, { id: args.id, token: args.token, lock: true });
    if (r.completed_at || r.step !== THREE_DS_STEP.VerificationRedirect_v2)
      throw conflict('This challenge has already been answered.');
    await q.query('UPDATE card_requests SET challenge_passed = $2, step = $3 WHERE id = $1', [
      r.id,
      args.approved,
      args.approved ? THREE_DS_STEP.Success : THREE_DS_STEP.Failure,
    ]);
  });
}

const statusOfStep = (step: ThreeDsStep, completed: boolean): Infer<typeof statusResponse>['status'] =>
  completed
    ? 'completed'
    : step === THREE_DS_STEP.Success
      ? 'authenticated'
      : step === THREE_DS_STEP.Failure
        ? 'failed'
        : 'pending';

export async function cardDepositStatus(q: Queryable, userId: string, id: string) {
  const r = await cardRequest(q, { userId, id });
  return { card_request_id: r.id, step: r.step, status: statusOfStep(r.step, !!r.completed_at) };
}

export const CARD_DECLINED = 'Your card was declined by your bank. Please try another card.';
export const CHALLENGE_FAILED = 'Your bank could not verify this payment. Please try again.';

/** Completes an authenticated card payment: the bank authorises it and the deposit is credited once. */
export async function completeCardDeposit(db: Db, args: { userId: string; id: string; token: string; now: number }) {
  const result = await db.tx(async (q) => {
    const r = await cardRequest(q, { userId: args.userId, id: args.id, token: args.token, lock: true });
    if (r.completed_at) throw conflict('This card payment is already complete.');
    const fail = (message: string) =>
      new HttpError(400, message, {}, { code: 'card-declined', step: THREE_DS_STEP.Failure });
    if (r.step === THREE_DS_STEP.Failure) throw fail(CHALLENGE_FAILED);
    if (r.step !== THREE_DS_STEP.Success)
      throw new HttpError(409, 'This card payment has not been verified yet.', {}, { step: r.step });
    if (r.scenario === 'declined') {
      await q.query('UPDATE card_requests SET step = $2 WHERE id = $1', [r.id, THREE_DS_STEP.Failure]);
      return { declined: true as const };
    }
    const amountCents = centsColumn(r.amount_cents);
    const balances = await creditDeposit(q, {
      userId: args.userId,
      amountCents,
      reference: r.id,
      description: 'Deposit by debit card',
      now: args.now,
    });
    await q.query('UPDATE card_requests SET completed_at = $2 WHERE id = $1', [r.id, iso(args.now)]);
    return { declined: false as const, amountCents, balances };
  });
  // The decline is recorded (step 5) before it is reported, so the status poll agrees with the answer.
  if (result.declined)
    throw new HttpError(400, CARD_DECLINED, {}, { code: 'card-declined', step: THREE_DS_STEP.Failure });
  await announceTransfer(db, {
    userId: args.userId,
    id: args.id,
    description: 'Deposit by debit card',
    amountCents: result.amountCents,
    status: 'Approved',
    balances: result.balances,
  });
  return {
    card_request_id: args.id,
    step: THREE_DS_STEP.Success,
    amount_cents: result.amountCents,
    cash_cents: result.balances.cash_cents,
    bonus_cents: result.balances.bonus_cents,
    message: `Your deposit of ${formatCents(result.amountCents)} was successful.`,
  };
}

// ---- bank accounts, EFT, PayID ----

const describeAccount = (r: { bank_name: string; account_name: string; bsb: string; account_number: string }) =>
  `${r.bank_name} - ${r.account_name} - BSB ${r.bsb.slice(0, 3)}-${r.bsb.slice(3)} - Acc ****${r.account_number.slice(-4)}`;

export async function listBankAccounts(q: Queryable, userId: string) {
  const { rows } = await q.query<{
    id: number;
    bank_name: string;
    account_name: string;
    bsb: string;
    account_number: string;
  }>('SELECT id, bank_name, account_name, bsb, account_number FROM bank_accounts WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map((r) => ({ bank_account_id: r.id, account_description: describeAccount(r) }));
}

export async function registerBankAccount(
  q: Queryable,
  userId: string,
  account: { bank_name: string; account_name: string; bsb_number: string; account_number: string },
  now: number,
) {
  const row = {
    bank_name: account.bank_name,
    account_name: account.account_name,
    bsb: normaliseBsb(account.bsb_number),
    account_number: account.account_number,
  };
  const held = await q.query('SELECT 1 FROM bank_accounts WHERE bsb = $1 AND account_number = $2 AND user_id <> $3', [
    row.bsb,
    row.account_number,
    userId,
  ]);
  if (held.rows[0]) throw conflict(ACCOUNT_OF_ANOTHER, { account_number: ACCOUNT_OF_ANOTHER });
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_name, bsb, account_number, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, bsb, account_number) DO NOTHING RETURNING id`,
    [userId, row.bank_name, row.account_name, row.bsb, row.account_number, iso(now)],
  );
  if (!rows[0])
    throw conflict('This bank account is already registered.', {
      account_number: 'This bank account is already registered.',
    });
  return { bank_account_id: rows[0].id, account_description: describeAccount(row) };
}

export async function recordEftNotification(
  q: Queryable,
  userId: string,
  n: { amountCents: Cents; paidOn: string; reference: string; now: number },
) {
  await assertCanWager(q, userId, n.now);
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO eft_notifications (user_id, amount_cents, paid_on, reference, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, n.amountCents, n.paidOn, n.reference, iso(n.now)],
  );
  return {
    notification_id: rows[0].id,
    message: 'Thanks. We will credit your account as soon as your transfer arrives.',
  };
}

/** The punter's PayID, made on first request: p<8 hex of the id>@<PAYID_DOMAIN>. */
export async function getPayId(q: Queryable, userId: string, domain: string, now: number) {
  await q.query(
    'INSERT INTO payids (user_id, payid, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
    [userId, `p${userId.replace(/-/g, '').slice(0, 10)}@${domain}`, iso(now)],
  );
  const { rows } = await q.query<{ payid: string }>('SELECT payid FROM payids WHERE user_id = $1', [userId]);
  return { payid: rows[0].payid };
}

/** A payment arriving at a PayID (simulated): credited as a deposit under the same rules as a card deposit. */
export async function receivePayIdPayment(db: Db, args: { payid: string; amountCents: Cents; now: number }) {
  const { userId, id, balances } = await db.tx(async (q) => {
    const { rows } = await q.query<{ user_id: string }>('SELECT user_id FROM payids WHERE lower(payid) = lower($1)', [
      args.payid,
    ]);
    if (!rows[0]) throw notFound('PayID not found');
    const payment = await q.query<{ id: number }>(
      'INSERT INTO payid_payments (user_id, amount_cents, received_at) VALUES ($1, $2, $3) RETURNING id',
      [rows[0].user_id, args.amountCents, iso(args.now)],
    );
    const id = `payid-${payment.rows[0].id}`;
    const balances = await creditDeposit(q, {
      userId: rows[0].user_id,
      amountCents: args.amountCents,
      reference: id,
      description: 'Deposit by PayID',
      now: args.now,
    });
    return { userId: rows[0].user_id, id, balances };
  });
  await announceTransfer(db, {
    userId,
    id,
    description: 'Deposit by PayID',
    amountCents: args.amountCents,
    status: 'Approved',
    balances,
  });
  return {
    transaction_id: id,
    amount_cents: args.amountCents,
    cash_cents: balances.cash_cents,
    bonus_cents: balances.bonus_cents,
  };
}

// ---- withdrawals ----

type WithdrawalRow = {
  id: number;
  user_id: string;
  bank_account_id: number;
  amount_cents: BigintColumn;
  status: Infer<typeof withdrawalResponse>['status'];
  version: number;
  created_at: Date;
};
export const toWithdrawal = (r: WithdrawalRow) => ({
  withdrawal_id: r.id,
  bank_account_id: r.bank_account_id,
  amount_cents: centsColumn(r.amount_cents),
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
});

const withdrawalLines = (amount: Cents) => [
  { account: 'cash' as const, amount_cents: cents(-amount) },
  { account: 'withdrawals_payable' as const, amount_cents: amount },
];

async function assertVerified(q: Queryable, userId: string) {
  const { rows } = await q.query<{ user_verified: boolean }>('SELECT user_verified FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw notFound('Account not found');
  if (!rows[0].user_verified) throw new HttpError(403, UNVERIFIED_MESSAGE, {}, { code: 'unverified' });
}

/**
 * Requests a withdrawal to one of the punter's registered bank accounts. The cash leaves the balance at once
 * (held in withdrawals_payable until paid), so it can never be withdrawn or staked twice. The account must be in
 * the verified punter's own name and past its cooling-off; a request repeated with the same idempotency key answers
 * what the first one did, and never withdraws twice.
 */
export async function requestWithdrawal(
  db: Db,
  args: {
    userId: string;
    bankAccountId: number;
    amountCents: Cents;
    now: number;
    coolingOffMs: number;
    idempotencyKey?: string;
  },
) {
  const repeated = args.idempotencyKey ? await withdrawalByKey(db, args) : undefined;
  if (repeated) return repeated;
  const result = await db
    .tx(async (q) => {
      await assertVerified(q, args.userId);
      await assertOwnSettledAccount(q, args);
      const { rows } = await q.query<WithdrawalRow>(
        `INSERT INTO withdrawals (user_id, bank_account_id, amount_cents, status, created_at, updated_at, idempotency_key,
                                  requested_amount_cents)
         VALUES ($1, $2, $3, 'pending', $4, $4, $5, $3) RETURNING *`,
        [args.userId, args.bankAccountId, args.amountCents, iso(args.now), args.idempotencyKey ?? null],
      );
      const balances = await post(q, {
        userId: args.userId,
        kind: 'withdrawal',
        reference: `withdrawal-${rows[0].id}-v1`,
        description: 'Withdrawal to bank account',
        at: args.now,
        lines: withdrawalLines(args.amountCents),
      });
      await q.query('UPDATE users SET last_withdrawal_at = $2 WHERE id = $1', [args.userId, iso(args.now)]);
      return { withdrawal: toWithdrawal(rows[0]), balances };
    })
    .catch(async (err: unknown) => {
      // The same key sent twice at once: the other request won the unique index; answer what it did.
      const raced = (err as { code?: string }).code === '23505' ? await withdrawalByKey(db, args) : undefined;
      if (!raced) throw err;
      return raced;
    });
  if (!('withdrawal' in result)) return result;
  await announceTransfer(db, {
    userId: args.userId,
    id: `withdrawal-${result.withdrawal.withdrawal_id}`,
    description: 'Withdrawal to bank account',
    amountCents: cents(-args.amountCents),
    status: 'Processing',
    balances: result.balances,
  });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}

export const ACCOUNT_OF_ANOTHER =
  'This bank account is registered to another customer. Please contact us if it is yours.';
export const NOT_YOUR_NAME =
  'Withdrawals can only go to a bank account in your own name. Please add an account held in your name.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different withdrawal. Please send a new key.';
export const coolingOffMessage = (opensAt: number) =>
  `For your security, withdrawals to a newly added bank account open ${new Date(opensAt).toISOString()}.`;

/** The account is the punter's, in their verified name (look-alike-proof), and older than the cooling-off. */
async function assertOwnSettledAccount(
  q: Queryable,
  args: { userId: string; bankAccountId: number; now: number; coolingOffMs: number },
) {
  const { rows } = await q.query<{ account_name: string; created_at: Date; first_name: string; last_name: string }>(
    `SELECT b.account_name, b.created_at, u.first_name, u.last_name
     FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE b.id = $1 AND b.user_id = $2`,
    [args.bankAccountId, args.userId],
  );
  const account = rows[0];
  if (!account) throw notFound('Bank account not found');
  if (!nameHolds(account.account_name, account.first_name, account.last_name))
    throw new HttpError(403, NOT_YOUR_NAME, { account: NOT_YOUR_NAME }, { code: 'account-name' });
  const opensAt = new Date(account.created_at).getTime() + args.coolingOffMs;
  if (opensAt > args.now) throw new HttpError(403, coolingOffMessage(opensAt), {}, { code: 'cooling-off' });
}

/** Whether an account name ("MR SAM J SAMEPERSON") holds the punter's first and last names as words. */
function nameHolds(accountName: string, firstName: string, lastName: string): boolean {
  const words = accountName.split(/[\s,.]+/).filter(Boolean);
  const holds = (name: string) => name.split(/\s+/).every((part) => words.some((w) => sameName(w, part)));
  return holds(firstName) && holds(lastName);
}

/** The answer to an earlier request with this idempotency key: the same withdrawal, or 409 for a different one. */
async function withdrawalByKey(
  db: Db,
  args: { userId: string; bankAccountId: number; amountCents: Cents; idempotencyKey?: string },
) {
  const { rows } = await db.query<WithdrawalRow & { requested_amount_cents: string }>(
    'SELECT * FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2',
    [args.userId, args.idempotencyKey],
  );
  const first = rows[0];
  if (!first) return undefined;
  if (first.bank_account_id !== args.bankAccountId || Number(first.requested_amount_cents) !== args.amountCents)
    throw conflict(KEY_REUSED);
  const balances = await getBalances(db, args.userId);
  return { ...toWithdrawal(first), cash_cents: balances.cash_cents, bonus_cents: balances.bonus_cents };
}

async function pendingWithdrawal(q: Queryable, userId: string, withdrawalId: number): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    withdrawalId,
    userId,
  ]);
  if (!rows[0]) throw notFound('Withdrawal not found');
  if (rows[0].status !== 'pending')
    throw conflict(`This withdrawal is ${rows[0].status} and can no longer be changed.`);
  return rows[0];
}

/** Changes a pending withdrawal's amount: the old hold is reversed and the new one posted, in one transaction. */
export async function updateWithdrawal(
  db: Db,
  args: { userId: string; withdrawalId: number; amountCents: Cents; now: number },
) {
  const result = await db.tx(async (q) => {
    const w = await pendingWithdrawal(q, args.userId, args.withdrawalId);
    const old = centsColumn(w.amount_cents);
    const version = w.version + 1;
    await post(q, {
      userId: args.userId,
      kind: 'reversal',
      reference: `withdrawal-${w.id}-v${w.version}`,
      description: 'Withdrawal amount changed',
      at: args.now,
      lines: withdrawalLines(cents(-old)),
    });
    const balances = await post(q, {
      userId: args.userId,
      kind: 'withdrawal',
      reference: `withdrawal-${w.id}-v${version}`,
      description: 'Withdrawal to bank account',
      at: args.now,
      lines: withdrawalLines(args.amountCents),
    });
    const { rows } = await q.query<WithdrawalRow>(
      'UPDATE withdrawals SET amount_cents = $2, version = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [w.id, args.amountCents, version, iso(args.now)],
    );
    return { withdrawal: toWithdrawal(rows[0]), balances };
  });
  await publish(db, { kind: 'balance', userId: args.userId, ...result.balances });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}

/** Cancels a pending withdrawal: its cash comes back to the balance. */
export async function cancelWithdrawal(db: Db, args: { userId: string; withdrawalId: number; now: number }) {
  const result = await db.tx(async (q) => {
    const w = await pendingWithdrawal(q, args.userId, args.withdrawalId);
    const balances = await post(q, {
      userId: args.userId,
      kind: 'reversal',
      reference: `withdrawal-${w.id}-v${w.version}`,
      description: 'Withdrawal cancelled',
      at: args.now,
      lines: withdrawalLines(cents(-centsColumn(w.amount_cents))),
    });
    const { rows } = await q.query<WithdrawalRow>(
      "UPDATE withdrawals SET status = 'cancelled', updated_at = $2 WHERE id = $1 RETURNING *",
      [w.id, iso(args.now)],
    );
    return { withdrawal: toWithdrawal(rows[0]), balances };
  });
  await announceTransfer(db, {
    userId: args.userId,
    id: `withdrawal-${args.withdrawalId}`,
    description: 'Withdrawal cancelled',
    amountCents: result.withdrawal.amount_cents,
    status: 'Cancelled_At',
    balances: result.balances,
  });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}
