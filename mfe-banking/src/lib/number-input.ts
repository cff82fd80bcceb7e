/**
 * register() options for a number typed as text: an empty box is "no value" (the schema's "… is required"), not a
 * failed number ("… must be a number").
 */
export const numberInput = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };
