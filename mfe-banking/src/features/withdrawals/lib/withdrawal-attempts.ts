import { ApiError } from '@wagering/shared/api';

/** 128 random bits as hex; getRandomValues works on plain-http pages too, where crypto.randomUUID does not. */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

interface Attempt {
  account: string | number;
  amount: number;
  key: string;
}

/** Whether the server may have made the withdrawal without the page hearing its answer (lost, or a failure on its side). */
const mayHaveHappened = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The Idempotency-Key of each intended withdrawal. Sending the same account and amount again after an answer that
 * never arrived (or a 5xx) reuses the key, so the API makes the withdrawal once; a success, a refusal (nothing was
 * made) or other values start a new one.
 */
export function createWithdrawalAttempts(newKey: () => string = randomKey) {
  let pending: Attempt | undefined;
  return {
    keyFor(values: { account: string | number; amount: number }): string {
      if (pending?.account !== values.account || pending.amount !== values.amount)
        pending = { ...values, key: newKey() };
      return pending.key;
    },
    settled(error?: unknown): void {
      if (!mayHaveHappened(error)) pending = undefined;
    },
  };
}
