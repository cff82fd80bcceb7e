import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordForm } from '@wagering/shared/forms';
import { Button, TextField } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { FormStack } from '../../../components/form-layout';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useChangePassword } from '../api/change-password';
import { showServerErrors } from '@wagering/shared/api';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ChangePasswordForm)[];

/** SPEC 5 Change password: the current password, the new one and its confirmation. */
export function ChangePasswordPanel() {
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<ChangePasswordForm>({ resolver: schemaResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { message } = await change.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      const text = showServerErrors(error, form.setError, FIELDS);
      if (text) setOutcome({ tone: 'error', text });
    }
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Change password">
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" loading={change.isPending}>
        Change Password
      </Button>
    </FormStack>
  );
}
