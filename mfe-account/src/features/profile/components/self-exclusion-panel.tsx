import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import { selfExclusionSchema, type SelfExclusionForm } from '@wagering/shared/forms';
import { bus } from '@wagering/shared/bus';
import { formatDate } from '@wagering/shared/format';
import { logout } from '@wagering/shared/session';
import { Button, DatePicker, TextField } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { FormStack } from '../../../components/form-layout';
import { schemaResolver } from '../../../lib/schema-resolver';
import { showServerErrors } from '../../../lib/server-errors';
import { useSelfExclude } from '../api/self-exclusion';

const EMPTY: SelfExclusionForm = { self_exclusion_date: '', current_password: '' };

/**
 * SPEC 5 Self exclusion: the last day of the exclusion and the current password. Once excluded the punter is logged
 * out; login, deposits and bets are refused until the day after.
 */
export function SelfExclusionPanel() {
  const exclude = useSelfExclude();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<SelfExclusionForm>({ resolver: schemaResolver(selfExclusionSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const today = formatDate(dayjs(), 'isoDate');
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { message } = await exclude.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: message });
      // The punter is logged out at once; the toast carries the message past the logged-out page.
      bus.emit('toast', { kind: 'info', message });
      logout();
    } catch (error) {
      const text = showServerErrors(error, form.setError, Object.keys(EMPTY));
      if (text) setOutcome({ tone: 'error', text });
    }
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Self exclusion">
      <p>
        Take a break from betting. Until the end of the day you choose you will not be able to log in, deposit or place
        bets. This cannot be undone early.
      </p>
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <Controller
        control={form.control}
        name="self_exclusion_date"
        render={({ field }) => (
          <DatePicker
            label="Exclude me until"
            required
            value={field.value}
            onChange={field.onChange}
            isDateDisabled={(date) => date < today}
            error={errors.self_exclusion_date?.message}
          />
        )}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <Button type="submit" loading={exclude.isPending}>
        Self Exclude
      </Button>
    </FormStack>
  );
}
