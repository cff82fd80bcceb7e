import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Select, TextField } from '@wagering/shared/ui';
import { FieldRow } from './form-layout';
import { AUSTRALIAN_STATES, STREET_TYPES } from '../lib/address-options';

type AddressFieldName =
  | 'home_unit_number'
  | 'home_street_number'
  | 'home_street_name'
  | 'home_street_type'
  | 'state'
  | 'home_suburb'
  | 'post_code';

/**
 * The detailed address fields (SPEC 5 registration step 2), for registration's manual entry and the profile's
 * details alike. Street type and state apply only to Australian addresses.
 */
export function AddressFields<T extends FieldValues & Partial<Record<AddressFieldName, unknown>>>({
  form,
  australian,
}: {
  form: UseFormReturn<T>;
  australian: boolean;
}) {
  const errors = form.formState.errors as FieldErrors<Record<AddressFieldName, string>>;
  const field = (name: AddressFieldName) => ({ error: errors[name]?.message, ...form.register(name as Path<T>) });
  return (
    <>
      <FieldRow>
        <TextField label="Unit number" {...field('home_unit_number')} />
        <TextField label="Street number" required {...field('home_street_number')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Street name" required {...field('home_street_name')} />
        {australian && <Select label="Street type" required options={STREET_TYPES} {...field('home_street_type')} />}
      </FieldRow>
      <FieldRow>
        <TextField label="Suburb" autoComplete="address-level2" required {...field('home_suburb')} />
        {australian && (
          <Select label="State" required placeholder="Select state" options={AUSTRALIAN_STATES} {...field('state')} />
        )}
        <TextField label="Post code" autoComplete="postal-code" required {...field('post_code')} />
      </FieldRow>
    </>
  );
}
