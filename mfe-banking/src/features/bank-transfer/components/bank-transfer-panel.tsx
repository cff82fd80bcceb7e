import { useState } from 'react';
import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { bankTransferReference, eftNotificationSchema, type EftNotificationForm } from '@wagering/shared/forms';
import { useBrand } from '@wagering/shared/theme';
import { Button, TextField } from '@wagering/shared/ui';
import { FieldRow, FormMessage, FormStack, Muted, Panel, PanelTitle } from '../../../components/form-layout';
import { numberInput } from '../../../lib/number-input';
import { useSendEftNotification } from '../api/send-eft-notification';
import { showServerErrors } from '@wagering/shared/api';

const Details = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: 700 },
}));

type EftInput = Omit<EftNotificationForm, 'amount'> & { amount: string };
const EMPTY: EftInput = { amount: '', date: '', transaction_id: '' };

/** The EFT notification: amount and date paid (both required), and the transfer's reference if the punter has one. */
function EftNotificationForm() {
  const form = useForm<EftInput, unknown, EftNotificationForm>({
    resolver: yupResolver(eftNotificationSchema) as never,
    defaultValues: EMPTY,
  });
  const send = useSendEftNotification();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await send.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: answer.message });
    } catch (e) {
      const message = showServerErrors(e, form.setError, ['amount', 'date', 'transaction_id']);
      setOutcome(message ? { tone: 'error', text: message } : null);
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Tell us about your bank transfer">
      <PanelTitle as="h3">Made a transfer? Tell us</PanelTitle>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <FieldRow>
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          required
          error={errors.amount?.message}
          {...form.register('amount', numberInput)}
        />
        <TextField
          label="Date paid"
          type="date"
          placeholder="YYYY-MM-DD"
          required
          error={errors.date?.message}
          {...form.register('date')}
        />
      </FieldRow>
      <TextField
        label="Transfer reference (optional)"
        error={errors.transaction_id?.message}
        {...form.register('transaction_id')}
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send notification
        </Button>
      </div>
    </FormStack>
  );
}

/**
 * Where the brand credits transfers automatically, the notification is one step away, for a transfer that was sent
 * without the reference or has not arrived: the punter is told why they would use it before they see it.
 */
function AutomaticTransfers() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Muted>
        Transfers with your reference are credited automatically when they arrive: there is nothing more to do. If you
        sent one without your reference, or it has not arrived after one business day, tell us about it.
      </Muted>
      {open ? (
        <EftNotificationForm />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Tell us about a transfer
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * Deposit by bank transfer: the brand's bank details, and the EFT notification (SPEC send-eft-notification): the form
 * itself where the brand does not credit transfers automatically, one step away where it does.
 */
export function BankTransferPanel({ userId }: { userId: string }) {
  const reference = bankTransferReference(userId);
  const { bankDetails, automatedEftDeposit } = useBrand();
  return (
    <Panel aria-labelledby="bank-transfer-title">
      <PanelTitle id="bank-transfer-title">Deposit by bank transfer</PanelTitle>
      <Muted>Transfer from your bank account to ours, using your reference so we know the money is yours.</Muted>
      <Details>
        <dt>Bank</dt>
        <dd>{bankDetails.bank}</dd>
        <dt>Account name</dt>
        <dd>{bankDetails.accountName}</dd>
        <dt>BSB</dt>
        <dd>{bankDetails.bsb}</dd>
        <dt>Account number</dt>
        <dd>{bankDetails.accountNumber}</dd>
        <dt>Reference</dt>
        <dd>{reference}</dd>
      </Details>
      {automatedEftDeposit ? <AutomaticTransfers /> : <EftNotificationForm />}
    </Panel>
  );
}
