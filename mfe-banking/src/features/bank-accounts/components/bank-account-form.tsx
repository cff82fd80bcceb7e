import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { bankDetailsSchema, type BankDetailsForm } from '@wagering/shared/forms';
import { Button, Select, TextField } from '@wagering/shared/ui';
import { FieldRow, FormMessage, FormStack, PanelTitle } from '../../../components/form-layout';
import { BANK_OPTIONS } from '../../../lib/select-lists';
import { useRegisterBankAccount } from '../api/register-bank-account';
import { showServerErrors } from '@wagering/shared/api';

const EMPTY: BankDetailsForm = { bank_name: '', account_name: '', bsb_number: '', account_number: '' };
const FIELDS = Object.keys(EMPTY) as (keyof BankDetailsForm)[];

/** Adds a bank account for withdrawals: BSB as 6 digits or 123-456, account number 6 to 10 digits. */
export function BankAccountForm({ onAdded }: { onAdded?: (bankAccountId: number) => void }) {
  const form = useForm<BankDetailsForm>({ resolver: yupResolver(bankDetailsSchema), defaultValues: EMPTY });
  const add = useRegisterBankAccount();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const account = await add.mutateAsync(values);
      form.reset(EMPTY);
      onAdded?.(account.bank_account_id);
    } catch (e) {
      setError(showServerErrors(e, form.setError, FIELDS));
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-labelledby="add-bank-account">
      <PanelTitle as="h3" id="add-bank-account">
        Add a bank account
      </PanelTitle>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Select
        label="Bank"
        placeholder="Select bank"
        options={BANK_OPTIONS}
        required
        error={errors.bank_name?.message}
        {...form.register('bank_name')}
      />
      <TextField
        label="Account name"
        autoComplete="name"
        required
        error={errors.account_name?.message}
        {...form.register('account_name')}
      />
      <FieldRow>
        <TextField
          label="BSB"
          inputMode="numeric"
          maxLength={7}
          placeholder="123-456"
          required
          error={errors.bsb_number?.message}
          {...form.register('bsb_number')}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          maxLength={10}
          required
          error={errors.account_number?.message}
          {...form.register('account_number')}
        />
      </FieldRow>
      <div>
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          Add bank account
        </Button>
      </div>
    </FormStack>
  );
}
