import { useState } from 'react';
import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { currentPasswordSchema, type CurrentPasswordForm } from '@wagering/shared/forms';
import { formatCents } from '@wagering/shared/format';
import { useFormatDate } from '@wagering/shared/theme';
import { Button, EmptyState, Modal, QueryView, TextField } from '@wagering/shared/ui';
import { FormMessage, FormStack } from '../../../components/form-layout';
import type { BankAccountOption, Withdrawal } from '../../../types';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { showServerErrors } from '@wagering/shared/api';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
}));
const Row = styled.li(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
}));
const Amount = styled.strong(({ theme }) => ({ fontSize: theme.font.size.md }));
const Meta = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontSize: theme.font.size.sm,
}));

/** Cancelling asks for the punter's password again, as every money movement does. */
function CancelDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const form = useForm<CurrentPasswordForm>({
    resolver: yupResolver(currentPasswordSchema),
    defaultValues: { current_password: '' },
  });
  const cancel = useCancelWithdrawal();
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ current_password }) => {
    setError(null);
    try {
      await cancel.mutateAsync({ transaction_id: String(withdrawal.withdrawal_id), password: current_password });
      onClose();
    } catch (e) {
      setError(showServerErrors(e, form.setError, ['current_password'], { rename: { password: 'current_password' } }));
    }
  });
  return (
    <Modal open onClose={onClose} title={`Cancel withdrawal of ${formatCents(withdrawal.amount_cents)}?`}>
      <FormStack onSubmit={submit} noValidate aria-label="Cancel withdrawal">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={form.formState.errors.current_password?.message}
          {...form.register('current_password')}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Cancel withdrawal
          </Button>
        </div>
      </FormStack>
    </Modal>
  );
}

/** The punter's pending withdrawals, each of which can be cancelled while it is pending. */
export function PendingWithdrawals({ accounts }: { accounts: BankAccountOption[] }) {
  const formatDate = useFormatDate();
  const withdrawals = useWithdrawals();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const accountOf = (id: number) => accounts.find((a) => a.bank_account_id === id)?.account_description ?? '';
  return (
    <>
      <QueryView query={withdrawals} label="pending withdrawals" lines={2}>
        {(all) => {
          const pending = all.filter((w) => w.status === 'pending');
          if (pending.length === 0) return <EmptyState>You have no pending withdrawals.</EmptyState>;
          return (
            <List aria-label="Pending withdrawals">
              {pending.map((w) => (
                <Row key={w.withdrawal_id}>
                  <div>
                    <Amount>{formatCents(w.amount_cents)}</Amount>
                    <Meta>
                      Requested {formatDate(w.created_at, 'dayDateTime')} · {accountOf(w.bank_account_id)}
                    </Meta>
                  </div>
                  <Button
                    variant="secondary"
                    onClick={() => setCancelling(w)}
                    aria-label={`Cancel withdrawal of ${formatCents(w.amount_cents)}`}
                  >
                    Cancel
                  </Button>
                </Row>
              ))}
            </List>
          );
        }}
      </QueryView>
      {cancelling && <CancelDialog withdrawal={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
