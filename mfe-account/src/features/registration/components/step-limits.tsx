import { Link } from '@wagering/shared/router';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { registerStep3Schema, type RegisterStep3Form } from '@wagering/shared/forms';
import { DEFAULT_REGISTRATION_COMPANY } from '@wagering/shared/constants';
import {
  Button,
  Checkbox,
  LargeAmountConfirm,
  Select,
  TextField,
  Toggle,
  useLargeAmountConfirm,
} from '@wagering/shared/ui';
import { Actions, FieldRow, FormStack } from '../../../components/form-layout';
import { blankAsMissing } from '../../../lib/blank-as-missing';
import { depositLimitQuestion } from '../../../lib/deposit-limit-question';
import { FREQUENCY_OPTIONS } from '../../../lib/select-lists';
import { useServerErrors, type StepProps } from './step-props';

/** Step 3's form values: the select and number inputs hold text until the schema casts them. */
type Step3Input = Omit<RegisterStep3Form, 'deposit_limit_amount' | 'limit_period'> & {
  deposit_limit_amount?: number | string | null;
  limit_period?: number | string | null;
};

const EMPTY: Step3Input = {
  allow_email_marketing: false,
  recaptcha_token: '',
  heard_about: '',
  has_opted_out: false,
  deposit_limit_amount: '',
  limit_period: '',
  acknowledge_terms: false,
  company: DEFAULT_REGISTRATION_COMPANY,
};

interface StepLimitsProps extends StepProps<RegisterStep3Form> {
  submitting: boolean;
}

/** A deposit limit and its period, or the punter's choice not to set one. */
function DepositLimitFields({
  form,
  optedOut,
}: {
  form: UseFormReturn<Step3Input, unknown, RegisterStep3Form>;
  optedOut: boolean;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="has_opted_out"
        render={({ field }) => (
          <Toggle
            label="I don't want to set a deposit limit"
            checked={!!field.value}
            onChange={field.onChange}
            labelAfter
          />
        )}
      />
      {!optedOut && (
        <FieldRow>
          <TextField
            label="Deposit limit ($)"
            inputMode="decimal"
            required
            error={errors.deposit_limit_amount?.message}
            {...form.register('deposit_limit_amount')}
          />
          <Select
            label="Limit period"
            required
            placeholder="Select period"
            options={FREQUENCY_OPTIONS}
            error={errors.limit_period?.message}
            {...form.register('limit_period')}
          />
        </FieldRow>
      )}
    </>
  );
}

/** Registration step 3: marketing, a deposit limit (or opting out of one) and the terms. */
export function StepLimits({ values, onNext, onBack, serverErrors, submitting }: StepLimitsProps) {
  const form = useForm<Step3Input, unknown, RegisterStep3Form>({
    resolver: blankAsMissing(
      schemaResolver(registerStep3Schema) as unknown as Resolver<Step3Input, unknown, RegisterStep3Form>,
      ['deposit_limit_amount', 'limit_period'],
    ),
    defaultValues: { ...EMPTY, ...values },
  });
  useServerErrors(form.setError, serverErrors);
  const { errors } = form.formState;
  const optedOut = form.watch('has_opted_out');
  const largeLimit = useLargeAmountConfirm();
  const submit = form.handleSubmit((v) =>
    v.has_opted_out || !v.deposit_limit_amount || !v.limit_period
      ? onNext(v)
      : largeLimit.ask(v.deposit_limit_amount, depositLimitQuestion(v.deposit_limit_amount, v.limit_period), () =>
          onNext(v),
        ),
  );
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Deposit limit and terms">
      <DepositLimitFields form={form} optedOut={optedOut} />
      <TextField
        label="How did you hear about us?"
        error={errors.heard_about?.message}
        {...form.register('heard_about')}
      />
      <Checkbox label="Send me news and offers by email" {...form.register('allow_email_marketing')} />
      <Checkbox
        label={
          <>
            I am over 18 and accept the{' '}
            <Link to="/terms-conditions" target="_blank">
              terms and conditions
            </Link>
          </>
        }
        required
        error={errors.acknowledge_terms?.message}
        {...form.register('acknowledge_terms')}
      />
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={submitting}>
          Create Account
        </Button>
      </Actions>
      <LargeAmountConfirm state={largeLimit} confirmLabel="Confirm limit" />
    </FormStack>
  );
}
