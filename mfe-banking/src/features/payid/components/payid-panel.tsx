import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { COPY_FEEDBACK_MS } from '@wagering/shared/constants';
import { formatCents } from '@wagering/shared/format';
import { Button, QueryView, TextField } from '@wagering/shared/ui';
import { FormMessage, FormStack, Muted, Panel, PanelTitle } from '../../../components/form-layout';
import { usePayId } from '../api/get-payid';
import { useSimulatePayIdPayment } from '../api/simulate-payid-payment';

const PayIdLine = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
}));
const PayIdText = styled.code(({ theme }) => ({
  fontSize: theme.font.size.lg,
  fontWeight: 700,
  color: theme.colors.text,
  wordBreak: 'break-all',
}));

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy PayID'}</span>
    </Button>
  );
}

/** The sandbox bank paying into the punter's PayID, as a real bank would after the punter pays from their banking app. */
function SimulatePayment({ payid }: { payid: string }) {
  const [amount, setAmount] = useState('');
  const simulate = useSimulatePayIdPayment();
  const value = Number(amount);
  const valid = amount !== '' && Number.isFinite(value) && value > 0;
  return (
    <FormStack
      aria-label="Simulate an incoming PayID payment"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) simulate.mutate({ payid, amount: value });
      }}
    >
      <PanelTitle as="h3">Sandbox: simulate an incoming payment</PanelTitle>
      <Muted>In this test environment no real bank pays in. Send a pretend payment to your PayID here.</Muted>
      <TextField
        label="Amount ($)"
        inputMode="decimal"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount !== '' && !valid ? 'Amount must be a number' : undefined}
      />
      <div>
        <Button type="submit" variant="secondary" loading={simulate.isPending} disabled={!valid}>
          Simulate incoming payment
        </Button>
      </div>
      {simulate.isSuccess && (
        <FormMessage tone="success">{`${formatCents(simulate.data.amount_cents)} received by PayID.`}</FormMessage>
      )}
      {simulate.isError && <FormMessage tone="error">{simulate.error.message}</FormMessage>}
    </FormStack>
  );
}

/** Deposit by PayID: the punter's own PayID to pay to from their bank, credited when the payment arrives. */
export function PayIdPanel() {
  const payId = usePayId();
  return (
    <Panel aria-labelledby="payid-title">
      <PanelTitle id="payid-title">Deposit with PayID</PanelTitle>
      <Muted>Pay from your banking app to your own PayID below. Deposits usually arrive within a minute.</Muted>
      <QueryView query={payId} label="your PayID" lines={1}>
        {({ payid }) => (
          <>
            <PayIdLine>
              <PayIdText>{payid}</PayIdText>
              <CopyButton text={payid} />
            </PayIdLine>
            <SimulatePayment payid={payid} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
