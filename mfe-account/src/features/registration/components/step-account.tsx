import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { ADDRESS_PICK_MESSAGE, registerStep2Schema, type RegisterStep2Form } from '@wagering/shared/forms';
import { Button, Select, TextField } from '@wagering/shared/ui';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wagering/shared/constants';
import { Actions, FormStack, LinkButton } from '../../../components/form-layout';
import { AUSTRALIA, COUNTRIES, DEFAULT_STREET_TYPE, NON_AUSTRALIAN_STATE } from '../../../lib/address-options';
import { placesService } from '../address/local-places-service';
import { AddressFields } from '../../../components/address-fields';
import { AddressAutocomplete } from './address-autocomplete';
import { useServerErrors, type StepProps } from './step-props';

const EMPTY: RegisterStep2Form = {
  email: '',
  password: '',
  has_auto_filling: true,
  show_address_fields: false,
  address: '',
  home_unit_number: '',
  home_street_number: '',
  home_street_name: '',
  home_street_type: DEFAULT_STREET_TYPE,
  country: AUSTRALIA,
  state: '',
  home_suburb: '',
  post_code: '',
};

type SetField = (name: keyof RegisterStep2Form, value: string | boolean) => void;

interface AddressSearchProps {
  form: UseFormReturn<RegisterStep2Form>;
  country: string;
  set: SetField;
  onManual: () => void;
}

/** The autocompleted address: a picked suggestion fills the detailed fields and shows them. */
function AddressSearch({ form, country, set, onManual }: AddressSearchProps) {
  return (
    <Controller
      control={form.control}
      name="address"
      render={({ field }) => (
        <AddressAutocomplete
          service={placesService}
          country={country}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={form.formState.errors.address?.message}
          onManual={onManual}
          onPick={(address, fields) => {
            set('address', address);
            for (const [name, value] of Object.entries(fields)) set(name as keyof RegisterStep2Form, value);
            set('show_address_fields', true);
          }}
        />
      )}
    />
  );
}

/** Registration step 2: email, password and the address, autocompleted or entered manually (SPEC 4 Address entry). */
export function StepAccount({ values, onNext, onBack, serverErrors }: StepProps<RegisterStep2Form>) {
  const form = useForm<RegisterStep2Form>({
    resolver: schemaResolver(registerStep2Schema),
    defaultValues: { ...EMPTY, ...values },
  });
  useServerErrors(form.setError, serverErrors);
  const { errors } = form.formState;
  const [country, autoFilling, showFields] = form.watch(['country', 'has_auto_filling', 'show_address_fields']);
  const australian = country === AUSTRALIA;
  const set: SetField = (name, value) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onCountry = (next: string) => {
    set('country', next);
    // A non-Australian address has no Australian state or street type list.
    set('state', next === AUSTRALIA ? '' : NON_AUSTRALIAN_STATE);
    if (next !== AUSTRALIA) set('home_street_type', DEFAULT_STREET_TYPE);
  };

  const manual = () => {
    set('has_auto_filling', false);
    set('show_address_fields', true);
    set('address', '');
  };

  // Until an address is picked its detailed fields are hidden: the address itself carries the message.
  const onInvalid = () => {
    if (autoFilling && !showFields) form.setError('address', { type: 'pick', message: ADDRESS_PICK_MESSAGE });
  };

  return (
    <FormStack onSubmit={form.handleSubmit(onNext, onInvalid)} noValidate aria-label="Account and address">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters with at least one letter and one number`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Select
        label="Country"
        required
        options={COUNTRIES}
        error={errors.country?.message}
        {...form.register('country')}
        onChange={(e) => onCountry(e.target.value)}
      />
      {autoFilling && <AddressSearch form={form} country={country} set={set} onManual={manual} />}
      {!autoFilling && (
        <LinkButton type="button" onClick={() => set('has_auto_filling', true)}>
          Search for my address instead
        </LinkButton>
      )}
      {showFields && <AddressFields form={form} australian={australian} />}
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Next</Button>
      </Actions>
    </FormStack>
  );
}
