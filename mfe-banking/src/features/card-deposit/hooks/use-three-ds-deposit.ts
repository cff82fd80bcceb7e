import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, setAccountBalances } from '@wagering/shared/api';
import { PAYMENT_STATUS_POLL_MS } from '@wagering/shared/constants';
import type { SavedCardDepositForm } from '@wagering/shared/forms';
import { threeDsComplete } from '../api/three-ds-complete';
import { threeDsDeposit } from '../api/three-ds-deposit';
import { threeDsNotificationStatus } from '../api/three-ds-notification-status';
import { threeDsProceed } from '../api/three-ds-proceed';
import {
  initialThreeDsState,
  parseChallengeResponse,
  PAYMENT_FAILED_MESSAGE,
  threeDsReducer,
  type CardRequest,
  type CompleteAnswer,
  type CompletePayload,
  type DepositAnswer,
  type ProceedAnswer,
  type StatusAnswer,
} from '../three-ds';

/** The four calls of a 3-D Secure card deposit, injectable so the flow runs in tests without a server. */
export interface ThreeDsCalls {
  deposit(body: SavedCardDepositForm): Promise<DepositAnswer>;
  proceed(body: CardRequest): Promise<ProceedAnswer>;
  notificationStatus(cardRequestId: string): Promise<StatusAnswer>;
  complete(body: CompletePayload): Promise<CompleteAnswer>;
}

const threeDsCalls: ThreeDsCalls = {
  deposit: threeDsDeposit,
  proceed: threeDsProceed,
  notificationStatus: threeDsNotificationStatus,
  complete: threeDsComplete,
};

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : PAYMENT_FAILED_MESSAGE;

/**
 * Drives one card deposit through 3-D Secure: `start` sends the deposit; the page then runs the method form
 * (calling `methodDone`) or shows the bank's challenge in the banking frame (calling `checkStatus` whenever the frame
 * loads; the status is also polled every PAYMENT_STATUS_POLL_MS); an authenticated payment is completed here.
 */
export function useThreeDsDeposit(calls: ThreeDsCalls = threeDsCalls) {
  const [state, dispatch] = useReducer(threeDsReducer, initialThreeDsState);
  const queryClient = useQueryClient();
  const completed = useRef<string | null>(null);
  const fail = useCallback((error: unknown) => dispatch({ type: 'failed', message: messageOf(error) }), []);

  const start = useCallback(
    async (body: SavedCardDepositForm) => {
      dispatch({ type: 'reset' });
      try {
        dispatch({ type: 'deposited', answer: await calls.deposit(body) });
      } catch (error) {
        fail(error);
      }
    },
    [calls, fail],
  );

  const { cardRequest, phase } = state;

  const methodDone = useCallback(async () => {
    if (!cardRequest) return;
    try {
      dispatch({ type: 'proceeded', answer: await calls.proceed(cardRequest) });
    } catch (error) {
      fail(error);
    }
  }, [calls, cardRequest, fail]);

  const checkStatus = useCallback(async () => {
    if (!cardRequest) return;
    try {
      dispatch({ type: 'status', answer: await calls.notificationStatus(cardRequest.card_request_id) });
    } catch (error) {
      fail(error);
    }
  }, [calls, cardRequest, fail]);

  useEffect(() => {
    if (phase !== 'challenge') return;
    const timer = setInterval(() => void checkStatus(), PAYMENT_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, checkStatus]);

  useEffect(() => {
    if (phase !== 'completing' || !cardRequest || completed.current === cardRequest.card_request_id) return;
    // Once per payment, even if the effect runs twice (React's development double run).
    completed.current = cardRequest.card_request_id;
    const payload = parseChallengeResponse({ ...cardRequest, status: 'authenticated' });
    if (!payload) return fail(null);
    calls.complete(payload).then((answer) => {
      setAccountBalances(queryClient, answer);
      dispatch({ type: 'completed', answer });
      void queryClient.invalidateQueries({ queryKey: ['banking'] });
    }, fail);
  }, [calls, cardRequest, phase, fail, queryClient]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, start, methodDone, checkStatus, fail, reset };
}
