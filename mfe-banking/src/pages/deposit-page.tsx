import { useState } from 'react';
import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { useSession } from '@wagering/shared/session';
import { useBrand } from '@wagering/shared/theme';
import { Tabs, type TabItem } from '@wagering/shared/ui';
import { Panel } from '../components/form-layout';
import { BankTransferPanel } from '../features/bank-transfer/components/bank-transfer-panel';
import { NewCardForm } from '../features/card-deposit/components/new-card-form';
import { SavedCardForm } from '../features/card-deposit/components/saved-card-form';
import { ThreeDsProgress } from '../features/card-deposit/components/three-ds-progress';
import { useThreeDsDeposit } from '../features/card-deposit/hooks/use-three-ds-deposit';
import { PayIdPanel } from '../features/payid/components/payid-panel';
import { AccountGate } from './account-gate';

// minmax(0, 1fr): the column is the screen's width, never the tab row's (the tab row scrolls on a narrow phone).
const Stack = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(4),
  color: theme.colors.text,
}));

type DepositTab = 'card' | 'saved' | 'payid' | 'bank';

function DepositTabs() {
  const { payIdUnavailable } = useBrand();
  const userId = useSession((s) => s.userData.user_id);
  const flow = useThreeDsDeposit();
  const [tab, setTab] = useState<DepositTab>('card');
  const tabs: TabItem<DepositTab>[] = [
    { key: 'card', label: 'New debit card' },
    { key: 'saved', label: 'Saved card' },
    ...(payIdUnavailable ? [] : [{ key: 'payid' as const, label: 'PayID' }]),
    { key: 'bank', label: 'Bank transfer' },
  ];
  const paying = flow.state.phase !== 'idle';
  return (
    <Stack>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label="Deposit method">
        <Panel>
          {/* While the bank checks a card payment, its progress replaces the card forms. */}
          {(tab === 'card' || tab === 'saved') && <ThreeDsProgress flow={flow} />}
          {tab === 'card' && !paying && (
            <NewCardForm onPay={(cardId, ccv, amount) => flow.start({ account: String(cardId), ccv, amount })} />
          )}
          {tab === 'saved' && !paying && <SavedCardForm onPay={flow.start} />}
          {tab === 'payid' && <PayIdPanel />}
          {tab === 'bank' && <BankTransferPanel userId={String(userId ?? '')} />}
        </Panel>
      </Tabs>
    </Stack>
  );
}

/** /deposit: a new debit card or a saved one (through 3-D Secure), PayID, or a bank transfer. */
export function DepositPage() {
  usePage('Deposit');
  return (
    <AccountGate action="deposit">
      <DepositTabs />
    </AccountGate>
  );
}
