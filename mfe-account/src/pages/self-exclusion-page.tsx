import { usePage } from '@wagering/shared/runtime';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import { SelfExclusionPanel } from '../features/profile/components/self-exclusion-panel';

/** /self-exclusion (sidebar "Self exclusion"). */
export function SelfExclusionPage() {
  usePage('Self Exclusion');
  return (
    <RequireLogin banner={false}>
      <PagePanel aria-labelledby="self-exclusion-title">
        <h1 id="self-exclusion-title">Self Exclusion</h1>
        <SelfExclusionPanel />
      </PagePanel>
    </RequireLogin>
  );
}
