import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { QueryView } from '@wagering/shared/ui';
import { Muted, Panel, PanelTitle } from '../components/form-layout';
import { useBankAccounts } from '../features/bank-accounts/api/get-bank-accounts';
import { BankAccountForm } from '../features/bank-accounts/components/bank-account-form';
import { PendingWithdrawals } from '../features/withdrawals/components/pending-withdrawals';
import { WithdrawForm } from '../features/withdrawals/components/withdraw-form';
import { AccountGate } from './account-gate';

const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4), color: theme.colors.text }));

function Withdrawals() {
  const accounts = useBankAccounts();
  return (
    <QueryView query={accounts} label="bank accounts">
      {(list) => (
        <Stack>
          <Panel aria-labelledby="withdraw-title">
            <PanelTitle id="withdraw-title">Withdraw to your bank account</PanelTitle>
            {list.length > 0 ? (
              <WithdrawForm accounts={list} />
            ) : (
              <Muted>Add a bank account below to withdraw to it.</Muted>
            )}
          </Panel>
          <Panel aria-labelledby="pending-title">
            <PanelTitle id="pending-title">Pending withdrawals</PanelTitle>
            <PendingWithdrawals accounts={list} />
          </Panel>
          <Panel>
            <BankAccountForm />
          </Panel>
        </Stack>
      )}
    </QueryView>
  );
}

/** /withdraw: withdraw to a registered bank account, see and cancel pending withdrawals, add a bank account. */
export function WithdrawPage() {
  usePage('Withdraw');
  return (
    <AccountGate action="withdraw">
      <Withdrawals />
    </AccountGate>
  );
}
