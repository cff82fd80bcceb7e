import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { formatCents } from '@wagering/contract/format';
import { assertCanWager } from '../auth/guard';
import { assertWithinDepositLimit } from '../responsible-gambling/service';
import { THREE_DS_STEP, type ThreeDsStep } from '@wagering/contract/constants';
import type { Infer } from '../../lib/schemas';
import type { statusResponse } from './schemas';
import { scenarioOf } from './sandbox-gateway';
import { iso } from '../../lib/dates';
import { announceTransfer, creditDeposit } from './transfers';
import { type Cents } from '@wagering/contract/money';
import { centsColumn, type BigintColumn } from '../../db/money';

// 3-D Secure card payments: a deposit with a saved card, from the method step to the credit.

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

const CARD_REQUEST_NOT_FOUND = 'Card payment not found';

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
const CHALLENGE_FAILED = 'Your bank could not verify this payment. Please try again.';

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
