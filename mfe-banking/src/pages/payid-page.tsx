import { usePage } from '@wagering/shared/runtime';
import { useBrand } from '@wagering/shared/theme';
import { EmptyState } from '@wagering/shared/ui';
import { PayIdPanel } from '../features/payid/components/payid-panel';
import { AccountGate } from './account-gate';

/** /payid: deposit with the punter's PayID (unless the brand marks PayID unavailable). */
export function PayIdPage() {
  usePage('Pay ID');
  const { payIdUnavailable } = useBrand();
  if (payIdUnavailable)
    return (
      <EmptyState>PayID deposits are not available at the moment. Please choose another way to deposit.</EmptyState>
    );
  return (
    <AccountGate action="deposit">
      <PayIdPanel />
    </AccountGate>
  );
}
