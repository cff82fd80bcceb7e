import { describe, expect, it } from 'vitest';
import { THREE_DS_STEP } from '@wagering/shared/constants';
import { initialThreeDsState, parseChallengeResponse, threeDsReducer, type ThreeDsState } from './three-ds';
import { cents } from '@wagering/shared/format';

const cardRequest = { card_request_id: 'cr_1', card_request_token: 'tok' };
const started = threeDsReducer(initialThreeDsState, {
  type: 'deposited',
  answer: { ...cardRequest, step: THREE_DS_STEP.ThreeDSMethod, html: '<form id="threeDSMethodForm"></form>' },
});
const challenged = threeDsReducer(started, {
  type: 'proceeded',
  answer: {
    card_request_id: 'cr_1',
    step: THREE_DS_STEP.VerificationRedirect_v2,
    redirect_url: 'https://acs/challenge',
    redirect_fields: { creq: 'tok' },
  },
});
const completeAnswer = {
  card_request_id: 'cr_1',
  step: THREE_DS_STEP.Success,
  amount_cents: cents(5000),
  cash_cents: cents(55000),
  bonus_cents: cents(0),
  message: 'ok',
};

/** On any failure the step moves to 3 with an empty result. */
const expectFailedToStep3 = (state: ThreeDsState) => {
  expect(state.step).toBe(3);
  expect(state.result).toBeNull();
  expect(state.phase).toBe('idle');
  expect(state.error).toBeTruthy();
};

describe('Card deposit with 3-D Secure', () => {
  it('step 3 after deposit: the returned method form is injected and auto-submitted', () => {
    expect(started).toMatchObject({
      step: 3,
      phase: 'method',
      cardRequest,
      methodHtml: '<form id="threeDSMethodForm"></form>',
    });
  });

  it('steps 1 and 2 redirect: a hidden form posts the redirect fields into the embedded banking frame', () => {
    expect(challenged).toMatchObject({
      step: 1,
      phase: 'challenge',
      redirect: { url: 'https://acs/challenge', fields: { creq: 'tok' } },
    });
    const v1 = threeDsReducer(started, {
      type: 'proceeded',
      answer: { card_request_id: 'cr_1', step: 2, redirect_url: 'https://acs/v1', redirect_fields: {} },
    });
    expect(v1).toMatchObject({ step: 2, phase: 'challenge' });
  });

  it('polling the notification status keeps the challenge while pending and completes once authenticated', () => {
    expect(
      threeDsReducer(challenged, { type: 'status', answer: { card_request_id: 'cr_1', step: 1, status: 'pending' } }),
    ).toBe(challenged);
    const authenticated = threeDsReducer(challenged, {
      type: 'status',
      answer: { card_request_id: 'cr_1', step: 4, status: 'authenticated' },
    });
    expect(authenticated).toMatchObject({ step: 4, phase: 'completing', cardRequest, redirect: null });
  });

  it('a frictionless card goes from proceed straight to completing (step 4)', () => {
    expect(threeDsReducer(started, { type: 'proceeded', answer: { card_request_id: 'cr_1', step: 4 } })).toMatchObject({
      step: 4,
      phase: 'completing',
    });
  });

  it('completed: the step moves to 3 and the result is passed on', () => {
    const done = threeDsReducer(challenged, { type: 'completed', answer: completeAnswer });
    expect(done).toMatchObject({ step: 3, phase: 'idle', result: completeAnswer, error: null });
  });

  it('on any failure the step moves to 3 with an empty result', () => {
    expectFailedToStep3(
      threeDsReducer(challenged, { type: 'status', answer: { card_request_id: 'cr_1', step: 5, status: 'failed' } }),
    );
    expectFailedToStep3(
      threeDsReducer(started, { type: 'proceeded', answer: { card_request_id: 'cr_1', step: THREE_DS_STEP.Failure } }),
    );
    expectFailedToStep3(threeDsReducer(started, { type: 'proceeded', answer: { card_request_id: 'cr_1', step: 1 } }));
    const declined = threeDsReducer(challenged, {
      type: 'failed',
      message: 'Your card was declined by your bank. Please try another card.',
    });
    expectFailedToStep3(declined);
    expect(declined.error).toBe('Your card was declined by your bank. Please try another card.');
    const afterSuccess = threeDsReducer(challenged, { type: 'completed', answer: completeAnswer });
    expectFailedToStep3(threeDsReducer(afterSuccess, { type: 'failed', message: '' }));
  });

  it('a method step without markup is a failure too', () => {
    expectFailedToStep3(
      threeDsReducer(initialThreeDsState, { type: 'deposited', answer: { ...cardRequest, step: 3, html: '' } }),
    );
  });
});

describe('a challenge response is parsed', () => {
  it('with the card request id and token it completes with them and the provider status', () => {
    expect(
      parseChallengeResponse({ card_request_id: 'cr_1', card_request_token: 'tok', status: 'authenticated' }),
    ).toEqual({
      card_request_id: 'cr_1',
      card_request_token: 'tok',
      sandbox_three_ds_status: 'authenticated',
    });
  });

  it('with the authentication request and referenced transaction id it completes with that variant', () => {
    expect(
      parseChallengeResponse({
        authentication_request: 'areq',
        merchant_data: 'tok',
        request_num: '7',
        referenced_transaction_id: 'cr_1',
      }),
    ).toEqual({
      authentication_request: 'areq',
      merchant_data: 'tok',
      request_num: '7',
      referenced_transaction_id: 'cr_1',
    });
  });

  it('without either there is nothing to complete', () => {
    expect(parseChallengeResponse({ card_request_id: 'cr_1' })).toBeNull();
    expect(parseChallengeResponse('<html>')).toBeNull();
    expect(parseChallengeResponse(null)).toBeNull();
  });
});
