import { useSearchParams } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { Tabs } from '@wagering/shared/ui';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import { ActivityStatementPanel } from '../features/profile/components/activity-statement-panel';
import { ChangePasswordPanel } from '../features/profile/components/change-password-panel';
import { DepositLimitPanel } from '../features/profile/components/deposit-limit-panel';
import { DetailsPanel } from '../features/profile/components/details-panel';
import { SelfExclusionPanel } from '../features/profile/components/self-exclusion-panel';
import { TakeABreakPanel } from '../features/profile/components/take-a-break-panel';
import { SpendingPicture } from '../features/profile/components/spending-picture';
import { TransactionsPanel } from '../features/profile/components/transactions-panel';

const SECTIONS = {
  details: { label: 'My Details', Panel: DetailsPanel },
  password: { label: 'Change Password', Panel: ChangePasswordPanel },
  'deposit-limits': { label: 'Deposit Limits', Panel: DepositLimitPanel },
  'take-a-break': { label: 'Take a Break', Panel: TakeABreakPanel },
  'self-exclusion': { label: 'Self Exclusion', Panel: SelfExclusionPanel },
  spending: { label: 'Your Spending', Panel: SpendingPicture },
  statement: { label: 'Activity Statement', Panel: ActivityStatementPanel },
  transactions: { label: 'Transactions', Panel: TransactionsPanel },
} as const;
type Section = keyof typeof SECTIONS;
const TABS = Object.entries(SECTIONS).map(([key, s]) => ({ key: key as Section, label: s.label }));

/**
 * /profile: details, password, deposit limits, take a break, self exclusion, your spending, activity statement and transactions
 * (?tab= keeps the section in the URL).
 */
export function ProfilePage() {
  usePage('My Profile');
  const [params, setParams] = useSearchParams();
  const tab = (params.get('tab') ?? 'details') as Section;
  const section = SECTIONS[tab] ?? SECTIONS.details;
  return (
    <RequireLogin>
      <PagePanel aria-labelledby="profile-title">
        <h1 id="profile-title">My Profile</h1>
        <Tabs
          tabs={TABS}
          value={tab in SECTIONS ? tab : 'details'}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          label="Profile sections"
        >
          <section.Panel />
        </Tabs>
      </PagePanel>
    </RequireLogin>
  );
}
