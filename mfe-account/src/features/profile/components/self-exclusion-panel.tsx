import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import { selfExclusionSchema, type SelfExclusionForm } from '@wagering/shared/forms';
import { bus } from '@wagering/shared/bus';
import { formatDate } from '@wagering/shared/format';
import { logout } from '@wagering/shared/session';
import { Button, DatePicker, Modal, TextField } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { Actions, FormStack } from '../../../components/form-layout';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSelfExclude } from '../api/self-exclusion';
import { showServerErrors } from '@wagering/shared/api';

const EMPTY: SelfExclusionForm = { self_exclusion_date: '', current_password: '' };

/** The usual breaks (a punter may pick any later day instead). */
const EXCLUSION_PRESETS = [
  { label: '1 month', amount: 1, unit: 'month' },
  { label: '3 months', amount: 3, unit: 'month' },
  { label: '6 months', amount: 6, unit: 'month' },
  { label: '1 year', amount: 1, unit: 'year' },
  { label: '5 years', amount: 5, unit: 'year' },
] as const;

/** "Friday, 15 Jan 2027": the chosen last day as the calendar day it is (dayjs reads YYYY-MM-DD as a local day). */
const dayName = (isoDay: string) => formatDate(isoDay, 'longDate');

/** The preset periods as buttons; the one matching the chosen day shows pressed. */
function ExclusionPresets({ chosen, onPick }: { chosen: string; onPick: (isoDay: string) => void }) {
  return (
    <div role="group" aria-label="Exclusion period">
      <Actions>
        {EXCLUSION_PRESETS.map((preset) => {
          const day = formatDate(dayjs().add(preset.amount, preset.unit), 'isoDate');
          return (
            <Button
              key={preset.label}
              type="button"
              variant="secondary"
              aria-pressed={chosen === day}
              onClick={() => onPick(day)}
            >
              {preset.label}
            </Button>
          );
        })}
      </Actions>
    </div>
  );
}

/** The last word before the exclusion starts: what it means, then Yes or Go back. */
function ConfirmExclusion({
  confirming,
  onConfirm,
  onClose,
}: {
  confirming: SelfExclusionForm | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={confirming !== null} onClose={onClose} title="Confirm self exclusion">
      {confirming && (
        <>
          <p>
            You will be logged out now. Until the end of {dayName(confirming.self_exclusion_date)} you cannot log in,
            deposit or place bets, on this or any other account of yours, and the exclusion cannot be shortened. Pending
            bets still settle and your balance stays yours: email support to withdraw it.
          </p>
          <Actions>
            <Button type="button" onClick={onConfirm}>
              Yes, exclude me
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              Go back
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}

/**
 * SPEC 5 Self exclusion: the last day of the exclusion (a preset period or any later day) and the current password,
 * then a confirmation that says what happens. Once excluded the punter is logged out; login, deposits and bets are
 * refused until the day after.
 */
export function SelfExclusionPanel() {
  const exclude = useSelfExclude();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [confirming, setConfirming] = useState<SelfExclusionForm | null>(null);
  const form = useForm<SelfExclusionForm>({ resolver: schemaResolver(selfExclusionSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  // The exclusion must end after today: tomorrow is the first day offered.
  const tomorrow = formatDate(dayjs().add(1, 'day'), 'isoDate');
  const chosen = form.watch('self_exclusion_date');
  const onSubmit = form.handleSubmit((values) => {
    setOutcome(undefined);
    setConfirming(values);
  });
  const confirm = async () => {
    const values = confirming!;
    setConfirming(null);
    try {
      const { message } = await exclude.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: message });
      // The punter is logged out at once; the toast carries the message past the logged-out page.
      bus.emit('toast', { kind: 'info', message });
      logout();
    } catch (error) {
      const text = showServerErrors(error, form.setError, Object.keys(EMPTY) as (keyof SelfExclusionForm)[]);
      if (text) setOutcome({ tone: 'error', text });
    }
  };
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Self exclusion">
      <p>
        Take a break from betting. Until the end of the day you choose you will not be able to log in, deposit or place
        bets. This cannot be undone early.
      </p>
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <ExclusionPresets
        chosen={chosen}
        onPick={(day) => form.setValue('self_exclusion_date', day, { shouldValidate: true })}
      />
      <Controller
        control={form.control}
        name="self_exclusion_date"
        render={({ field }) => (
          <DatePicker
            label="Exclude me until"
            required
            value={field.value}
            onChange={field.onChange}
            isDateDisabled={(date) => date < tomorrow}
            error={errors.self_exclusion_date?.message}
          />
        )}
      />
      {chosen && <p>Your last day of exclusion: {dayName(chosen)}</p>}
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
      <ConfirmExclusion confirming={confirming} onConfirm={confirm} onClose={() => setConfirming(null)} />
    </FormStack>
  );
}
