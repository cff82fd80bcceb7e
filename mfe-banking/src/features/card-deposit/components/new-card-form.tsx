import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { cardDepositSchema, type CardDepositForm } from '@wagering/shared/forms';
import { Button, LargeAmountConfirm, Select, TextField, useLargeAmountConfirm } from '@wagering/shared/ui';
import { FieldRow, FormMessage, FormStack } from '../../../components/form-layout';
import { numberInput } from '../../../lib/number-input';
import { BANK_OPTIONS, CARD_TYPE_OPTIONS, expiryYearOptions, MONTH_OPTIONS } from '../../../lib/select-lists';
import { useRegisterCreditCard } from '../api/register-credit-card';
import { depositQuestion } from '../deposit-question';
import { showServerErrors } from '@wagering/shared/api';

/** The form's values as typed: selects and amounts hold text until the schema casts them. */
type CardInput = Omit<CardDepositForm, 'expiry_month' | 'expiry_year' | 'amount'> & {
  expiry_month: string;
  expiry_year: string;
  amount: string;
};

const EMPTY: CardInput = {
  card_holder_name: '',
  card_number: '',
  expiry_month: '',
  expiry_year: '',
  cvv: '',
  credit_card_type: '',
  bank_name: '',
  amount: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof CardInput)[];

/** The card itself: holder, number, expiry, CVV, type and bank. */
function CardFields({ form }: { form: UseFormReturn<CardInput, unknown, CardDepositForm> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        required
        error={errors.card_holder_name?.message}
        {...form.register('card_holder_name')}
      />
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        error={errors.card_number?.message}
        {...form.register('card_number')}
      />
      <FieldRow>
        <Select
          label="Expiry month"
          placeholder="Month"
          options={MONTH_OPTIONS}
          required
          error={errors.expiry_month?.message}
          {...form.register('expiry_month')}
        />
        <Select
          label="Expiry year"
          placeholder="Year"
          options={expiryYearOptions()}
          required
          error={errors.expiry_year?.message}
          {...form.register('expiry_year')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="CVV"
          type="password"
          revealable={false}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          required
          error={errors.cvv?.message}
          {...form.register('cvv')}
        />
        <Select
          label="Card type"
          placeholder="Select card type"
          options={CARD_TYPE_OPTIONS}
          required
          error={errors.credit_card_type?.message}
          {...form.register('credit_card_type')}
        />
      </FieldRow>
      <Select
        label="Bank"
        placeholder="Select bank"
        options={BANK_OPTIONS}
        required
        error={errors.bank_name?.message}
        {...form.register('bank_name')}
      />
    </>
  );
}

/**
 * Deposit with a new debit card: the card is registered (the API keeps only the gateway's token, the masked number
 * and the bank), then paid with through 3-D Secure. Card number and CVV live only in this form's memory.
 */
export function NewCardForm({ onPay }: { onPay: (cardId: number, ccv: string, amount: number) => Promise<void> }) {
  const form = useForm<CardInput, unknown, CardDepositForm>({
    resolver: yupResolver(cardDepositSchema) as never,
    defaultValues: EMPTY,
  });
  const register = useRegisterCreditCard();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;
  const largeDeposit = useLargeAmountConfirm();

  const deposit = async ({ amount, ...card }: CardDepositForm) => {
    setError(null);
    try {
      const saved = await register.mutateAsync(card);
      // The card is now a saved card: its number and CVV leave the page's memory before the payment starts.
      form.reset(EMPTY);
      await onPay(saved.card_id, card.cvv, amount);
    } catch (e) {
      setError(showServerErrors(e, form.setError, FIELDS));
    }
  };
  const submit = form.handleSubmit((values) =>
    largeDeposit.ask(values.amount, depositQuestion(values.amount), () => deposit(values)),
  );

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Deposit with a new debit card">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <CardFields form={form} />
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
  );
}
