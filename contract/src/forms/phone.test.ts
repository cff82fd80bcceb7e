import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { phoneField } from './phone';
import { errorsOf } from '../test/forms';

const schema = object({ phone: phoneField() });

describe('phone rule', () => {
  it('phone must be exactly 10 digits', async () => {
    for (const phone of ['041234567', '04123456789', '04123x5678']) {
      expect(await errorsOf(schema, { phone })).toEqual({ phone: 'Phone number must be exactly 10 digits' });
    }
  });

  it('a number typed with spaces, dashes or brackets keeps all its digits', () => {
    expect(schema.validateSync({ phone: '0412 345 678' })).toEqual({ phone: '0412345678' });
    expect(schema.validateSync({ phone: '(02) 9876-1234' })).toEqual({ phone: '0298761234' });
  });

  it('phone must not be a patterned run (same digit, repeated pair, repeated triple, ascending or descending)', async () => {
    for (const phone of ['0000000000', '1212121212', '1231231231', '0123456789', '1234567890', '9876543210']) {
      expect(await errorsOf(schema, { phone })).toEqual({
        phone: 'Phone number cannot have repeating or patterned digits',
      });
    }
  });

  it('accepts an ordinary mobile number', async () => {
    expect(await errorsOf(schema, { phone: '0412345678' })).toEqual({});
  });
});
