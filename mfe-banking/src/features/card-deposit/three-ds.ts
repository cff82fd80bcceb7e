/**
 * SPEC 4 "Card deposit with 3-D Secure": deposit, proceed, poll the notification status by card request id,
 * complete. The step code of each answer says what the page does next:
 * - 3 ThreeDSMethod: inject the returned markup and auto-submit its method form (into a hidden frame);
 * - 1 VerificationRedirect_v2 / 2 VerificationRedirect_v1: post a hidden form into the embedded banking frame,
 *   where the punter answers their bank's challenge, then poll until the bank has decided;
 * - 4 Success: complete the payment;
 * - 5 Failure (or any error): the step moves to 3 with an empty result.
 * Once completed, the step moves to 3 and the result is passed on.
 */
import type { ApiBody, ApiResponse } from '@wagering/shared/api';
import { CARD_PROVIDER, THREE_DS_STEP, type ThreeDsStep } from '@wagering/shared/constants';

/** The 3-D Secure calls' bodies and answers, as the API's OpenAPI contract types them. */
export type CardRequest = ApiBody<'/banking/sandbox-three-ds/proceed'>;
export type DepositAnswer = ApiResponse<'/banking/sandbox-three-ds/deposit', 'post'>;
export type ProceedAnswer = ApiResponse<'/banking/sandbox-three-ds/proceed', 'post'>;
export type StatusAnswer = ApiResponse<'/banking/sandbox-three-ds/notification-status/{id}'>;
export type CompleteAnswer = ApiResponse<'/banking/sandbox-three-ds/complete', 'post'>;
/** SPEC 7 completion payload: the card request id and token with the provider's status, or the alternative form. */
export type CompletePayload = ApiBody<'/banking/sandbox-three-ds/complete'>;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Parses a challenge response (the provider's answer, as fields). With the card request id and token, or the
 * authentication request and referenced transaction id, it gives the payload that completes the payment;
 * otherwise null (nothing to complete).
 */
export function parseChallengeResponse(response: unknown, provider = CARD_PROVIDER): CompletePayload | null {
  if (typeof response !== 'object' || response === null) return null;
  const r = response as Record<string, unknown>;
  const id = text(r.card_request_id);
  const token = text(r.card_request_token);
  if (id && token)
    return {
      card_request_id: id,
      card_request_token: token,
      [`${provider}_three_ds_status`]: text(r[`${provider}_three_ds_status`] ?? r.status),
    };
  const authenticationRequest = text(r.authentication_request);
  const referencedTransactionId = text(r.referenced_transaction_id);
  if (authenticationRequest && referencedTransactionId) {
    return {
      authentication_request: authenticationRequest,
      merchant_data: text(r.merchant_data),
      request_num: text(r.request_num),
      referenced_transaction_id: referencedTransactionId,
    };
  }
  return null;
}

/** What the page shows: the card form, the hidden method step, the bank's challenge, or a payment being completed. */
type ThreeDsPhase = 'idle' | 'method' | 'challenge' | 'completing';

export interface ThreeDsState {
  step: ThreeDsStep;
  phase: ThreeDsPhase;
  cardRequest: CardRequest | null;
  /** Step 3: the method form's markup. */
  methodHtml: string | null;
  /** Steps 1 and 2: where the hidden form posts, and its fields. */
  redirect: { url: string; fields: Record<string, string> } | null;
  /** The completed payment, passed on; null after a failure (or before any payment). */
  result: CompleteAnswer | null;
  /** Why the last payment failed, in the punter's words. */
  error: string | null;
}

export const initialThreeDsState: ThreeDsState = {
  step: THREE_DS_STEP.Unknown,
  phase: 'idle',
  cardRequest: null,
  methodHtml: null,
  redirect: null,
  result: null,
  error: null,
};

export type ThreeDsEvent =
  | { type: 'deposited'; answer: DepositAnswer }
  | { type: 'proceeded'; answer: ProceedAnswer }
  | { type: 'status'; answer: StatusAnswer }
  | { type: 'completed'; answer: CompleteAnswer }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const PAYMENT_FAILED_MESSAGE = 'Your card payment could not be completed. Please try again.';

/** On any failure the step moves to 3 with an empty result. */
const failed = (message: string): ThreeDsState => ({
  ...initialThreeDsState,
  step: THREE_DS_STEP.ThreeDSMethod,
  error: message || PAYMENT_FAILED_MESSAGE,
});

/** The page's next state for an answer of the 3-D Secure calls, by its step code. */
function byStep(state: ThreeDsState, step: ThreeDsStep, answer: Partial<DepositAnswer & ProceedAnswer>): ThreeDsState {
  switch (step) {
    case THREE_DS_STEP.ThreeDSMethod:
      return answer.html
        ? { ...state, step, phase: 'method', methodHtml: answer.html, redirect: null }
        : failed(PAYMENT_FAILED_MESSAGE);
    case THREE_DS_STEP.VerificationRedirect_v2:
    case THREE_DS_STEP.VerificationRedirect_v1:
      // Polling answers carry no redirect: the challenge already shown stays.
      if (answer.redirect_url)
        return {
          ...state,
          step,
          phase: 'challenge',
          methodHtml: null,
          redirect: { url: answer.redirect_url, fields: answer.redirect_fields ?? {} },
        };
      return state.redirect ? { ...state, step } : failed(PAYMENT_FAILED_MESSAGE);
    case THREE_DS_STEP.Success:
      return { ...state, step, phase: 'completing', methodHtml: null, redirect: null };
    case THREE_DS_STEP.Failure:
      return failed(PAYMENT_FAILED_MESSAGE);
    default:
      return state;
  }
}

export function threeDsReducer(state: ThreeDsState, event: ThreeDsEvent): ThreeDsState {
  switch (event.type) {
    case 'deposited':
      return byStep(
        {
          ...initialThreeDsState,
          cardRequest: {
            card_request_id: event.answer.card_request_id,
            card_request_token: event.answer.card_request_token,
          },
        },
        event.answer.step,
        event.answer,
      );
    case 'proceeded':
      return byStep(state, event.answer.step, event.answer);
    case 'status':
      if (event.answer.status === 'failed') return failed(PAYMENT_FAILED_MESSAGE);
      if (event.answer.status === 'pending') return state;
      return byStep(state, event.answer.step, {});
    case 'completed':
      // Completed: the step moves to 3 and the result is passed on.
      return { ...initialThreeDsState, step: THREE_DS_STEP.ThreeDSMethod, result: event.answer };
    case 'failed':
      return failed(event.message);
    case 'reset':
      return initialThreeDsState;
  }
}
