import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountStateQuery, ApiError } from '@wagering/shared/api';
import { accountStateFixture } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { THREE_DS_STEP } from '@wagering/shared/constants';
import { useThreeDsDeposit, type ThreeDsCalls } from './use-three-ds-deposit';
import { cents } from '@wagering/shared/format';

let queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const cardRequest = { card_request_id: 'cr_1', card_request_token: 'tok' };
const body = { account: '7', ccv: '123', amount: 25 };
const completed = {
  card_request_id: 'cr_1',
  step: THREE_DS_STEP.Success,
  amount_cents: 2500,
  cash_cents: 52_500,
  bonus_cents: 0,
  message: 'Your deposit of $25.00 was successful.',
};

function calls(overrides: Partial<ThreeDsCalls> = {}): ThreeDsCalls {
  return {
    deposit: vi.fn().mockResolvedValue({ ...cardRequest, step: THREE_DS_STEP.ThreeDSMethod, html: '<form></form>' }),
    proceed: vi.fn().mockResolvedValue({ card_request_id: 'cr_1', step: THREE_DS_STEP.Success }),
    notificationStatus: vi
      .fn()
      .mockResolvedValue({ card_request_id: 'cr_1', step: THREE_DS_STEP.VerificationRedirect_v2, status: 'pending' }),
    complete: vi.fn().mockResolvedValue(completed),
    ...overrides,
  };
}

describe('card deposit with 3-D Secure: deposit, proceed, poll notification status, complete', () => {
  it('a frictionless card: method form, proceed, complete; the step moves to 3, the result is passed on and the balance shown', async () => {
    login({ access_token: 't', user_id: 'u1' });
    queryClient = new QueryClient();
    queryClient.setQueryData(accountStateQuery('u1').queryKey, { ...accountStateFixture, cash_cents: cents(50_000) });
    const api = calls();
    const { result } = renderHook(() => useThreeDsDeposit(api), { wrapper });
    await act(() => result.current.start(body));
    expect(result.current.state).toMatchObject({ step: 3, phase: 'method' });
    await act(() => result.current.methodDone());
    await waitFor(() => expect(result.current.state.result).toEqual(completed));
    expect(api.proceed).toHaveBeenCalledWith(cardRequest);
    expect(api.complete).toHaveBeenCalledTimes(1);
    expect(api.complete).toHaveBeenCalledWith({ ...cardRequest, sandbox_three_ds_status: 'authenticated' });
    expect(result.current.state.step).toBe(3);
    expect(queryClient.getQueryData(accountStateQuery('u1').queryKey)?.cash_cents).toBe(52_500);
    logout();
  });

  it('a challenge: the status is polled by card request id until the bank has decided', async () => {
    const notificationStatus = vi
      .fn()
      .mockResolvedValueOnce({ card_request_id: 'cr_1', step: 1, status: 'pending' })
      .mockResolvedValueOnce({ card_request_id: 'cr_1', step: 4, status: 'authenticated' });
    const api = calls({
      proceed: vi.fn().mockResolvedValue({
        card_request_id: 'cr_1',
        step: 1,
        redirect_url: 'https://acs/challenge',
        redirect_fields: { creq: 'tok' },
      }),
      notificationStatus,
    });
    const { result } = renderHook(() => useThreeDsDeposit(api), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.methodDone());
    expect(result.current.state).toMatchObject({
      step: 1,
      phase: 'challenge',
      redirect: { url: 'https://acs/challenge', fields: { creq: 'tok' } },
    });
    await act(() => result.current.checkStatus());
    expect(result.current.state.phase).toBe('challenge');
    await act(() => result.current.checkStatus());
    expect(notificationStatus).toHaveBeenCalledWith('cr_1');
    await waitFor(() => expect(result.current.state.result).toEqual(completed));
  });

  it('on any failure the step moves to 3 with an empty result: a declined challenge', async () => {
    const api = calls({
      proceed: vi.fn().mockResolvedValue({
        card_request_id: 'cr_1',
        step: 1,
        redirect_url: 'https://acs/challenge',
        redirect_fields: {},
      }),
      notificationStatus: vi.fn().mockResolvedValue({ card_request_id: 'cr_1', step: 5, status: 'failed' }),
    });
    const { result } = renderHook(() => useThreeDsDeposit(api), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.methodDone());
    await act(() => result.current.checkStatus());
    expect(result.current.state).toMatchObject({ step: 3, phase: 'idle', result: null });
    expect(api.complete).not.toHaveBeenCalled();
  });

  it('on any failure the step moves to 3 with an empty result: a payment completion failure keeps the server message', async () => {
    const declined = new ApiError(400, {
      message: 'Your card was declined by your bank. Please try another card.',
      errors: {},
    });
    const api = calls({ complete: vi.fn().mockRejectedValue(declined) });
    const { result } = renderHook(() => useThreeDsDeposit(api), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.methodDone());
    await waitFor(() =>
      expect(result.current.state.error).toBe('Your card was declined by your bank. Please try another card.'),
    );
    expect(result.current.state).toMatchObject({ step: 3, result: null });
  });

  it('a refused deposit (deposit limit, unverified account) shows the server message and starts no payment', async () => {
    const refused = new ApiError(400, {
      message: 'This deposit would take you over your deposit limit.',
      errors: { amount: 'over' },
    });
    const api = calls({ deposit: vi.fn().mockRejectedValue(refused) });
    const { result } = renderHook(() => useThreeDsDeposit(api), { wrapper });
    await act(() => result.current.start(body));
    expect(result.current.state).toMatchObject({
      step: 3,
      result: null,
      error: 'This deposit would take you over your deposit limit.',
    });
    expect(api.proceed).not.toHaveBeenCalled();
  });
});
