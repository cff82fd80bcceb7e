import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { savedCardDepositSchema, type SavedCardDepositForm } from '@wagering/shared/forms';
import {
  Button,
  EmptyState,
  LargeAmountConfirm,
  QueryView,
  Select,
  TextField,
  useLargeAmountConfirm,
} from '@wagering/shared/ui';
import { FormStack } from '../../../components/form-layout';
import { numberInput } from '../../../lib/number-input';
import { useCreditCards } from '../api/get-credit-cards';
import { depositQuestion } from '../deposit-question';

type SavedCardInput = Omit<SavedCardDepositForm, 'amount'> & { amount: string };
const EMPTY: SavedCardInput = { account: '', ccv: '', amount: '' };

/** Deposit with a saved card: the card, its CVV and the amount. */
export function SavedCardForm({ onPay }: { onPay: (body: SavedCardDepositForm) => Promise<void> }) {
  const cards = useCreditCards();
  const form = useForm<SavedCardInput, unknown, SavedCardDepositForm>({
    resolver: yupResolver(savedCardDepositSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const largeDeposit = useLargeAmountConfirm();
  const submit = form.handleSubmit((body) =>
    largeDeposit.ask(body.amount, depositQuestion(body.amount), async () => {
      form.reset(EMPTY);
      await onPay(body);
    }),
  );

  return (
    <QueryView query={cards} label="saved cards">
      {(list) =>
        list.length === 0 ? (
          <EmptyState>You have no saved cards yet. Deposit with a new debit card to save one.</EmptyState>
        ) : (
          <FormStack onSubmit={submit} noValidate aria-label="Deposit with a saved card">
            <Select
              label="Card"
              placeholder="Select card"
              options={list.map((c) => ({ value: String(c.card_id), label: `${c.bank_name} ${c.masked_card_number}` }))}
              required
              error={errors.account?.message}
              {...form.register('account')}
            />
            <TextField
              label="CVV"
              type="password"
              revealable={false}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              required
              error={errors.ccv?.message}
              {...form.register('ccv')}
            />
            <TextField
              label="Amount ($)"
              inputMode="decimal"
              required
              error={errors.amount?.message}
              {...form.register('amount', numberInput)}
            />
            <Button type="submit" loading={form.formState.isSubmitting || largeDeposit.busy}>
              Deposit
            </Button>
            <LargeAmountConfirm state={largeDeposit} confirmLabel="Confirm deposit" />
          </FormStack>
        )
      }
    </QueryView>
  );
}
