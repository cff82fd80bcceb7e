import { Controller, useForm } from 'react-hook-form';
import { deferredSchemaResolver } from '../../../lib/deferred-schema-resolver';
import { loadRules } from '../load-rules';
import type { RegisterStep1Form } from '@wagering/shared/forms';
import { PHONE_TYPED_MAX_LENGTH } from '@wagering/shared/constants';
import { Button, Select, TextField } from '@wagering/shared/ui';
import { Actions, FieldRow, FormStack } from '../../../components/form-layout';
import { TITLE_OPTIONS } from '../../../lib/select-lists';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { useServerErrors, type StepProps } from './step-props';

const EMPTY: RegisterStep1Form = {
  gender: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  phone: '',
  date_of_birth: '',
};

/** Step 1's rules load on its first check, not with the page (the shared forms bring yup). */
const step1Resolver = deferredSchemaResolver(() => loadRules().then((m) => m.registerStep1Schema));

/** Registration step 1: personal details. */
export function StepPersonal({ values, onNext, serverErrors }: StepProps<RegisterStep1Form>) {
  const form = useForm<RegisterStep1Form>({
    resolver: step1Resolver,
    defaultValues: { ...EMPTY, ...values },
  });
  useServerErrors(form.setError, serverErrors);
  const { errors } = form.formState;
  return (
    <FormStack onSubmit={form.handleSubmit(onNext)} noValidate aria-label="Personal details">
      <Select
        label="Title"
        required
        placeholder="Select title"
        options={TITLE_OPTIONS}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Middle name"
          autoComplete="additional-name"
          error={errors.middle_name?.message}
          {...form.register('middle_name')}
        />
      </FieldRow>
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_TYPED_MAX_LENGTH}
        required
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Controller
        control={form.control}
        name="date_of_birth"
        render={({ field }) => (
          <DateOfBirthInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.date_of_birth?.message}
          />
        )}
      />
      <Actions>
        <Button type="submit">Next</Button>
      </Actions>
    </FormStack>
  );
}
