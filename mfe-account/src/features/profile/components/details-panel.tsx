import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@emotion/styled';
import { PROFILE_DETAILS_FIELDS, profileDetailsSchema } from '@wagering/shared/forms';
import { Button, Checkbox, QueryView, Select, TextField } from '@wagering/shared/ui';
import { PHONE_TYPED_MAX_LENGTH } from '@wagering/shared/constants';
import { FormBanner } from '../../../components/form-banner';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { schemaResolver } from '../../../lib/schema-resolver';
import { AUSTRALIA, COUNTRIES, NON_AUSTRALIAN_STATE } from '../../../lib/address-options';
import { AddressFields } from '../../../components/address-fields';
import { useProfile, type Profile } from '../../../api/get-profile';
import { useUpdateDetails, type DetailsForm } from '../api/update-details';
import { showServerErrors } from '@wagering/shared/api';

/** What the form shows: the profile's details but the address search (the profile edits the fields directly). */
const FIELDS = PROFILE_DETAILS_FIELDS.filter(
  (f): f is Exclude<(typeof PROFILE_DETAILS_FIELDS)[number], 'address' | 'has_auto_filling'> =>
    f !== 'address' && f !== 'has_auto_filling',
);

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: `0 0 ${theme.space(4)}`,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
}));

function DetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateDetails();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<DetailsForm>({
    resolver: schemaResolver(profileDetailsSchema) as never,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, profile[f]])) as DetailsForm,
  });
  const { errors } = form.formState;
  const australian = form.watch('country') === AUSTRALIA;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await update.mutateAsync({
        ...values,
        state: values.country === AUSTRALIA ? values.state : NON_AUSTRALIAN_STATE,
      });
      setOutcome({ tone: 'success', text: 'Your details have been saved.' });
    } catch (error) {
      const text = showServerErrors(error, form.setError, FIELDS);
      if (text) setOutcome({ tone: 'error', text });
    }
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Edit details">
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <FieldRow>
        <TextField label="Middle name" error={errors.middle_name?.message} {...form.register('middle_name')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_TYPED_MAX_LENGTH}
          required
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </FieldRow>
      <Select
        label="Country"
        required
        options={COUNTRIES}
        error={errors.country?.message}
        {...form.register('country')}
      />
      <AddressFields form={form} australian={australian} />
      <Checkbox label="Send me news and offers by email" {...form.register('allow_email_marketing')} />
      <Button type="submit" loading={update.isPending}>
        Save Details
      </Button>
    </FormStack>
  );
}

/** The punter's details: who they are (fixed after registration) and contact and address (editable). */
export function DetailsPanel() {
  const profile = useProfile();
  return (
    <QueryView query={profile} label="your details">
      {(p) => (
        <>
          <Facts aria-label="Your details">
            <dt>Username</dt>
            <dd>{p.username}</dd>
            <dt>Name</dt>
            <dd>{[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}</dd>
            <dt>Email</dt>
            <dd>{p.email}</dd>
            <dt>Date of birth</dt>
            <dd>{p.date_of_birth.split('-').reverse().join('/')}</dd>
            <dt>Identity</dt>
            <dd>{p.user_verified ? 'Verified' : 'Not verified'}</dd>
          </Facts>
          <DetailsForm profile={p} />
        </>
      )}
    </QueryView>
  );
}
