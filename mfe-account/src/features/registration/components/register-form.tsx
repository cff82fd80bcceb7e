import { useState } from 'react';
import { useNavigate } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { ApiError } from '@wagering/shared/api';
import { bus } from '@wagering/shared/bus';
import {
  ADDRESS_FIELDS,
  type RegisterStep1Form,
  type RegisterStep2Form,
  type RegisterStep3Form,
} from '@wagering/shared/forms';
import { login, openModal } from '@wagering/shared/session';
import { FormBanner } from '../../../components/form-banner';
import { LinkButton } from '../../../components/form-layout';
import { getProfile } from '../../../api/get-profile';
import { useRegister, type RegisterData } from '../api/register';
import { StepAccount } from './step-account';
import { StepLimits } from './step-limits';
import { StepPersonal } from './step-personal';

const STEPS = ['Personal details', 'Account and address', 'Deposit limit and terms'] as const;
const STEP1_FIELDS = ['gender', 'first_name', 'middle_name', 'last_name', 'phone', 'date_of_birth'];
const STEP2_FIELDS = ['email', 'password', ...ADDRESS_FIELDS];

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

/**
 * Registration in three steps (SPEC 2): personal details; email, password and address; marketing, deposit limit and
 * terms. The steps' values (registerData) live only here, never in storage. The new account is logged in.
 */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [step, setStep] = useState(0);
  const [data, setData] = useState<Partial<RegisterData>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string>();

  const next = (values: Partial<RegisterData>) => {
    setData((d) => ({ ...d, ...values }));
    setStep((s) => s + 1);
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
      const errors = error instanceof ApiError ? error.errors : {};
      setServerErrors(errors);
      setBanner(error instanceof Error ? error.message : String(error));
      if (Object.keys(pick(errors, STEP1_FIELDS)).length) setStep(0);
      else if (Object.keys(pick(errors, STEP2_FIELDS)).length) setStep(1);
    }
  };

  const back = () => setStep((s) => Math.max(0, s - 1));

  return (
    <section aria-label="Registration">
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
        <StepPersonal
          values={data as Partial<RegisterStep1Form>}
          onNext={next}
          serverErrors={pick(serverErrors, STEP1_FIELDS)}
        />
      )}
      {step === 1 && (
        <StepAccount
          values={data as Partial<RegisterStep2Form>}
          onNext={next}
          onBack={back}
          serverErrors={pick(serverErrors, STEP2_FIELDS)}
        />
      )}
      {step === 2 && (
        <StepLimits
          values={data as Partial<RegisterStep3Form>}
          onNext={submit}
          onBack={back}
          serverErrors={serverErrors}
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
