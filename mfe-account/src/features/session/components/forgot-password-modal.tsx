import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useNavigate } from '@wagering/shared/router';
import { recoverPasswordSchema, type RecoverPasswordForm } from '@wagering/shared/forms';
import { closeModal, useUi } from '@wagering/shared/session';
import { Button, Modal, TextField } from '@wagering/shared/ui';
import { BrandLogo } from '../../../components/brand-logo';
import { FormBanner } from '../../../components/form-banner';
import { Actions, FormStack } from '../../../components/form-layout';
import { PoweredBy } from '../../../components/powered-by';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { useRecoverPassword } from '../api/recover-password';
import { showServerErrors } from '@wagering/shared/api';

export const RECOVERY_SUCCESS =
  'Password reset instructions have been sent to your email address. Please check your inbox.';
const RECOVERY_FIELDS = ['user_id', 'first_name', 'last_name', 'dob'] as const;
const EMPTY: RecoverPasswordForm = { user_id: '', first_name: '', last_name: '', dob: '' };

type Outcome = { tone: 'success' | 'error'; text: string } | undefined;

/** Who the punter is: username or email, names and date of birth, checked against the account. */
function RecoveryFields({ form }: { form: UseFormReturn<RecoverPasswordForm> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Username/Email"
        autoComplete="username"
        required
        error={errors.user_id?.message}
        {...form.register('user_id')}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateOfBirthInput
            name="dob"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.dob?.message}
          />
        )}
      />
    </>
  );
}

/**
 * SPEC 2 Forgot Login Details modal and SPEC 4 Forgot-password: loading while in flight, then success or the server's
 * message; the form is reset after each submission and when the modal closes.
 */
export function ForgotPasswordModal() {
  const open = useUi((s) => s.modals.forgotPassword);
  const navigate = useNavigate();
  const recover = useRecoverPassword();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<RecoverPasswordForm>({ resolver: schemaResolver(recoverPasswordSchema), defaultValues: EMPTY });

  const close = () => {
    closeModal('forgotPassword');
    setOutcome(undefined);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await recover.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: RECOVERY_SUCCESS });
    } catch (error) {
      form.reset(EMPTY);
      // SPEC 8: per-field errors go on their fields, user_id's as "Username is required".
      const text = showServerErrors(error, form.setError, RECOVERY_FIELDS, {
        messageFor: (field, message) => (field === 'user_id' ? 'Username is required' : message),
      });
      if (text) setOutcome({ tone: 'error', text });
    }
  });

  return (
    <Modal open={open} onClose={close} title="Forgot Login Details ?">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Forgot Login Details">
        <BrandLogo onNavigate={close} />
        {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
        <RecoveryFields form={form} />
        <Actions>
          <Button type="submit" loading={recover.isPending}>
            Recover Password
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              navigate('/contact-us');
            }}
          >
            Need Further Help?
          </Button>
        </Actions>
        <PoweredBy />
      </FormStack>
    </Modal>
  );
}
