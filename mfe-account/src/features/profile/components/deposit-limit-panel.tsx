import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from '@emotion/styled';
import { depositLimitSchema, type DepositLimitForm } from '@wagering/shared/forms';
import { formatCents } from '@wagering/shared/format';
import { useFormatDate } from '@wagering/shared/theme';
import { Button, LargeAmountConfirm, QueryView, Select, TextField, useLargeAmountConfirm } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { blankAsMissing } from '../../../lib/blank-as-missing';
import { schemaResolver } from '../../../lib/schema-resolver';
import { FREQUENCY_OPTIONS, frequencyLabel } from '../../../lib/select-lists';
import { depositLimitQuestion } from '../../../lib/deposit-limit-question';
import { useDepositLimits, useSetDepositLimit, type DepositLimits } from '../api/deposit-limits';
import { showServerErrors } from '@wagering/shared/api';

type DepositLimitInput = { deposit_limit: string | number; deposit_period: string | number };

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: `0 0 ${theme.space(4)}`,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: 600 },
}));

function LimitFacts({ limits }: { limits: DepositLimits }) {
  const formatDate = useFormatDate();
  return (
    <Facts aria-label="Your deposit limit">
      <dt>Current limit</dt>
      <dd>
        {limits.current
          ? `${formatCents(limits.current.amount_cents)} ${frequencyLabel(limits.current.period_days)}`
          : 'No limit set'}
      </dd>
      <dt>Deposited this period</dt>
      <dd>{formatCents(limits.used_cents)}</dd>
      <dt>Left to deposit</dt>
      <dd>{limits.remaining_cents === null ? 'No limit' : formatCents(limits.remaining_cents)}</dd>
      {limits.pending && (
        <>
          <dt>Waiting change</dt>
          <dd>
            {limits.pending.amount_cents === null || limits.pending.period_days === null
              ? 'Limit removed'
              : `${formatCents(limits.pending.amount_cents)} ${frequencyLabel(limits.pending.period_days)}`}{' '}
            from {formatDate(limits.pending.effective_from, 'longDateTime')}
          </dd>
        </>
      )}
    </Facts>
  );
}

/** SPEC 5 Deposit limit: an amount per period. A lower limit applies at once; a higher one after 7 days. */
export function DepositLimitPanel() {
  const limits = useDepositLimits();
  const save = useSetDepositLimit();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<DepositLimitInput, unknown, DepositLimitForm>({
    resolver: blankAsMissing(
      schemaResolver(depositLimitSchema) as unknown as Resolver<DepositLimitInput, unknown, DepositLimitForm>,
      ['deposit_limit', 'deposit_period'],
    ),
    defaultValues: { deposit_limit: '', deposit_period: '' },
  });
  const { errors } = form.formState;
  const largeLimit = useLargeAmountConfirm();
  const setLimit = async (values: DepositLimitForm) => {
    setOutcome(undefined);
    try {
      const { message } = await save.mutateAsync(values);
      form.reset({ deposit_limit: '', deposit_period: '' });
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      const text = showServerErrors(error, form.setError, ['deposit_limit', 'deposit_period']);
      if (text) setOutcome({ tone: 'error', text });
    }
  };
  const onSubmit = form.handleSubmit((values) =>
    largeLimit.ask(values.deposit_limit, depositLimitQuestion(values.deposit_limit, values.deposit_period), () =>
      setLimit(values),
    ),
  );
  return (
    <section aria-label="Deposit limits">
      <QueryView query={limits} label="deposit limits" lines={3}>
        {(data) => <LimitFacts limits={data} />}
      </QueryView>
      <FormStack onSubmit={onSubmit} noValidate aria-label="Set deposit limit">
        {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
        <FieldRow>
          <TextField
            label="Deposit limit ($)"
            inputMode="decimal"
            required
            error={errors.deposit_limit?.message}
            {...form.register('deposit_limit')}
          />
          <Select
            label="Deposit period"
            required
            placeholder="Select period"
            options={FREQUENCY_OPTIONS}
            error={errors.deposit_period?.message}
            {...form.register('deposit_period')}
          />
        </FieldRow>
        <Button type="submit" loading={save.isPending}>
          Set Deposit Limit
        </Button>
        <LargeAmountConfirm state={largeLimit} confirmLabel="Confirm limit" />
      </FormStack>
    </section>
  );
}
