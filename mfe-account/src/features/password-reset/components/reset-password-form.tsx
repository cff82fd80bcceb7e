import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESET_TOKEN_MISSING_MESSAGE, resetPasswordFormSchema, type ResetPasswordForm } from '@wagering/shared/forms';
import { logout, openModal, sessionStore } from '@wagering/shared/session';
import { Button, TextField } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { Actions, FormStack } from '../../../components/form-layout';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useResetPassword } from '../api/reset-password';
import { showServerErrors } from '@wagering/shared/api';

const EMPTY: ResetPasswordForm = { password: '', confirm_password: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ResetPasswordForm)[];

/** The new password twice; a used, expired or missing token shows the server's message and a way to ask again. */
export function ResetPasswordFormView({ token }: { token: string }) {
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | undefined>(
    token ? undefined : { tone: 'error', text: RESET_TOKEN_MISSING_MESSAGE },
  );
  const form = useForm<ResetPasswordForm>({ resolver: schemaResolver(resetPasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setOutcome(undefined);
    try {
      const { message } = await reset.mutateAsync({ token, password });
      // The reset ended every session, this browser's too: drop the stale one so the punter logs in afresh.
      if (sessionStore.getState().isLoggedIn) logout();
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      setOutcome({ tone: 'error', text: showServerErrors(error, form.setError, FIELDS) });
    }
  });
  if (outcome?.tone === 'success') {
    return (
      <FormStack as="div">
        <FormBanner tone="success">{outcome.text}</FormBanner>
        <Actions>
          <Button onClick={() => openModal('login')}>Login</Button>
        </Actions>
      </FormStack>
    );
  }
  const linkRefused = outcome?.tone === 'error' && (!token || reset.error !== null);
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      {linkRefused && (
        <Actions>
          <Button variant="secondary" onClick={() => openModal('forgotPassword')}>
            Ask for a new link
          </Button>
        </Actions>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" loading={reset.isPending} disabled={!token}>
        Set New Password
      </Button>
    </FormStack>
  );
}
