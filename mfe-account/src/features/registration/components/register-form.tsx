import { lazy, startTransition, useEffect, useState } from 'react';
import { useNavigate } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { ApiError } from '@wagering/shared/api';
import { bus } from '@wagering/shared/bus';
import type { RegisterStep1Form, RegisterStep2Form, RegisterStep3Form } from '@wagering/shared/forms';
import { useIdleAfterHydration } from '@wagering/shared/runtime';
import { login, openModal } from '@wagering/shared/session';
import { FormBanner } from '../../../components/form-banner';
import { LinkButton } from '../../../components/form-layout';
import { getProfile } from '../../../api/get-profile';
import { useRegister, type RegisterData } from '../api/register';
import { StepPersonal } from './step-personal';
import { loadRules } from '../load-rules';

// Only step 1 is on the first screen: steps 2 and 3 (the address search, the limits) and the rules of all three (the
// shared forms, with yup) load after the page is interactive, at its first idle moment or the punter's first focus in
// the form, whichever comes first (issue 35).
const loadStepAccount = () => import('./step-account');
const loadStepLimits = () => import('./step-limits');
const StepAccount = lazy(() => loadStepAccount().then((m) => ({ default: m.StepAccount })));
const StepLimits = lazy(() => loadStepLimits().then((m) => ({ default: m.StepLimits })));
const loadLaterSteps = () => Promise.all([loadStepAccount(), loadStepLimits(), loadRules()]);
// A failed preload is not an error yet: the step loads again when it is shown (or its rules when checked).
const preloadLaterSteps = () => void loadLaterSteps().catch(() => undefined);

const STEPS = ['Personal details', 'Account and address', 'Deposit limit and terms'] as const;
const STEP1_FIELDS = ['gender', 'first_name', 'middle_name', 'last_name', 'phone', 'date_of_birth'];
const step2Fields = async () => ['email', 'password', ...(await loadRules()).ADDRESS_FIELDS];

const Steps = styled.ol(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space(4)}`,
  fontSize: theme.font.size.sm,
  li: {
    flex: 1,
    paddingTop: theme.space(2),
    borderTop: `4px solid ${theme.colors.border}`,
    color: theme.colors.textMuted,
  },
  'li[data-done="true"]': { borderTopColor: theme.colors.primary, color: theme.colors.text },
  'li[aria-current="step"]': { fontWeight: 700 },
}));

const pick = (errors: Record<string, string>, fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));

/** The server's per-field messages: those on step 1's fields, those on step 2's, and all of them (step 3's form). */
interface ServerErrors {
  personal: Record<string, string>;
  account: Record<string, string>;
  all: Record<string, string>;
}
const NO_SERVER_ERRORS: ServerErrors = { personal: {}, account: {}, all: {} };

/** Steps 2 and 3 and the rules load once the page is idle: Next then shows the next step at once. */
function usePreloadedLaterSteps() {
  const idle = useIdleAfterHydration();
  useEffect(() => {
    if (idle) preloadLaterSteps();
  }, [idle]);
}

/**
 * Registration in three steps (SPEC 2): personal details; email, password and address; marketing, deposit limit and
 * terms. The steps' values (registerData) live only here, never in storage. The new account is logged in.
 */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [step, setStep] = useState(0);
  const [data, setData] = useState<Partial<RegisterData>>({});
  const [serverErrors, setServerErrors] = useState(NO_SERVER_ERRORS);
  const [banner, setBanner] = useState<string>();
  usePreloadedLaterSteps();

  const next = (values: Partial<RegisterData>) => {
    setData((d) => ({ ...d, ...values }));
    // A transition: should the next step still be loading, this one stays on screen until it is here.
    startTransition(() => setStep((s) => s + 1));
  };

  const submit = async (values: RegisterStep3Form) => {
    const all = { ...data, ...values } as RegisterData;
    setData(all);
    setBanner(undefined);
    try {
      const session = await register.mutateAsync(all);
      const profile = await getProfile();
      login({ ...session, ...profile, access_token: session.access_token, user_id: session.user_id });
      bus.emit('toast', { kind: 'success', message: 'Welcome! Your account is ready.' });
      onDone?.();
      navigate('/profile/verification');
    } catch (error) {
      const all = error instanceof ApiError ? error.errors : {};
      const byStep = { personal: pick(all, STEP1_FIELDS), account: pick(all, await step2Fields()), all };
      setServerErrors(byStep);
      setBanner(error instanceof Error ? error.message : String(error));
      if (Object.keys(byStep.personal).length) setStep(0);
      else if (Object.keys(byStep.account).length) setStep(1);
    }
  };

  const back = () => setStep((s) => Math.max(0, s - 1));

  return (
    <section aria-label="Registration" onFocus={preloadLaterSteps}>
      <Steps>
        {STEPS.map((label, i) => (
          <li key={label} data-done={i <= step} aria-current={i === step ? 'step' : undefined}>
            Step {i + 1}: {label}
          </li>
        ))}
      </Steps>
      <h2>{STEPS[step]}</h2>
      {banner && <FormBanner tone="error">{banner}</FormBanner>}
      {step === 0 && (
        <StepPersonal values={data as Partial<RegisterStep1Form>} onNext={next} serverErrors={serverErrors.personal} />
      )}
      {step === 1 && (
        <StepAccount
          values={data as Partial<RegisterStep2Form>}
          onNext={next}
          onBack={back}
          serverErrors={serverErrors.account}
        />
      )}
      {step === 2 && (
        <StepLimits
          values={data as Partial<RegisterStep3Form>}
          onNext={submit}
          onBack={back}
          serverErrors={serverErrors.all}
          submitting={register.isPending}
        />
      )}
      <p>
        Already have an account?{' '}
        <LinkButton type="button" onClick={() => openModal('login')}>
          Login
        </LinkButton>
      </p>
    </section>
  );
}
