import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { transferSchema, type TransferForm } from '@wagering/shared/forms';
import { formatCents } from '@wagering/shared/format';
import { Button, Select, TextField } from '@wagering/shared/ui';
import { FormMessage, FormStack } from '../../../components/form-layout';
import { numberInput } from '../../../lib/number-input';
import type { BankAccountOption } from '../../../types';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { createWithdrawalAttempts } from '../lib/withdrawal-attempts';
import { showServerErrors } from '@wagering/shared/api';

type WithdrawInput = Omit<TransferForm, 'amount'> & { amount: string };
const EMPTY: WithdrawInput = { account: '', amount: '', password: '' };
const FIELDS = Object.keys(EMPTY) as (keyof WithdrawInput)[];

/** Withdraw cash to one of the punter's registered bank accounts, with their password re-entered. */
export function WithdrawForm({ accounts }: { accounts: BankAccountOption[] }) {
  const form = useForm<WithdrawInput, unknown, TransferForm>({
    resolver: yupResolver(transferSchema) as never,
    defaultValues: { ...EMPTY, account: accounts.length === 1 ? String(accounts[0]!.bank_account_id) : '' },
  });
  const withdraw = useRequestWithdrawal();
  const [attempts] = useState(createWithdrawalAttempts);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await withdraw.mutateAsync({ ...values, idempotencyKey: attempts.keyFor(values) });
      attempts.settled();
      form.reset({ ...EMPTY, account: values.account });
      setOutcome({ tone: 'success', text: `Your withdrawal of ${formatCents(result.amount_cents)} is pending.` });
    } catch (e) {
      attempts.settled(e);
      const message = showServerErrors(e, form.setError, FIELDS);
      setOutcome(message ? { tone: 'error', text: message } : null);
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Withdraw">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <Select
        label="Bank account"
        placeholder="Select bank account"
        options={accounts.map((a) => ({ value: String(a.bank_account_id), label: a.account_description }))}
        required
        error={errors.account?.message}
        {...form.register('account')}
      />
      <TextField
        label="Amount ($)"
        inputMode="decimal"
        required
        error={errors.amount?.message}
        {...form.register('amount', numberInput)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Withdraw
        </Button>
      </div>
    </FormStack>
  );
}
