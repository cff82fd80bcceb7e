import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { deferredSchemaResolver } from './deferred-schema-resolver';

const schema = object({ first_name: string().required('First name is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('deferredSchemaResolver', () => {
  it('loads the schema on the first check, once, and checks with it', async () => {
    const loadSchema = vi.fn(async () => schema);
    const resolver = deferredSchemaResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolver({ first_name: '' }, undefined, options);
    expect(refused.errors.first_name?.message).toBe('First name is required');
    const passed = await resolver({ first_name: 'Alex' }, undefined, options);
    expect(passed).toEqual({ values: { first_name: 'Alex' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next check', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = deferredSchemaResolver(loadSchema);

    await expect(resolver({ first_name: 'Alex' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ first_name: 'Alex' }, undefined, options)).errors).toEqual({});
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
