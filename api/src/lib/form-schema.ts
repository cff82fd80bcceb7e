import type { AnyObjectSchema, Schema, SchemaDescription } from 'yup';

type JsonSchema = Record<string, unknown>;
type Test = SchemaDescription['tests'][number];

/** JSON types of yup's field types; yup's `integer()` test narrows a number to an integer. */
const JSON_TYPE: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/** What one yup test says in JSON-schema words; a custom test (card number, common password...) says nothing. */
function keywordsOf(type: string, { name, params }: Test): JsonSchema {
  const p = (params ?? {}) as Record<string, unknown>;
  if (type === 'string') {
    if (name === 'min') return { minLength: p.min };
    if (name === 'max') return { maxLength: p.max };
    if (name === 'length') return { minLength: p.length, maxLength: p.length };
    if (name === 'matches') return { pattern: (p.regex as RegExp).source };
    if (name === 'email') return { format: 'email' };
  }
  if (type === 'number') {
    if (name === 'integer') return { type: 'integer' };
    // positive() and moreThan() are yup's 'min' with `more`: OpenAPI 3.0 spells an exclusive bound as a boolean.
    if (name === 'min') return 'more' in p ? { minimum: p.more, exclusiveMinimum: true } : { minimum: p.min };
    if (name === 'max') return 'less' in p ? { maximum: p.less, exclusiveMaximum: true } : { maximum: p.max };
  }
  return {};
}

/**
 * Sibling values that steer `when()` branches: flags on and off, something typed, nothing. yup makes public which
 * siblings a field's conditions read (`deps`) and resolves them for given values (`describe({ parent })`), but not
 * the values a condition tests for, so these stand in for them.
 */
const PROBES = [true, false, 'x', undefined];

/**
 * The field's rules under every branch of its `when()` conditions (one description when it has none), found by
 * describing it beside each combination of probe values of the siblings it reads.
 */
function branchesOf(field: Schema): SchemaDescription[] {
  const parents = field.deps.reduce<Record<string, unknown>[]>(
    (acc, path) => acc.flatMap((parent) => PROBES.map((v) => ({ ...parent, [path]: v }))),
    [{}],
  );
  return parents.map((parent) => field.describe({ parent, value: undefined }) as SchemaDescription);
}

const keyOf = (v: unknown) => JSON.stringify(v);

/** The JSON schema of one form field: what holds under every branch; required and not nullable only if always so. */
function fieldSchema(field: Schema): { schema: JsonSchema; required: boolean } {
  const branches = branchesOf(field);
  const [first] = branches as [SchemaDescription];
  const keywordsIn = (d: SchemaDescription) => d.tests.map((t) => keywordsOf(d.type, t)).map(keyOf);
  const everywhere = keywordsIn(first).filter((k) => branches.every((d) => keywordsIn(d).includes(k)));
  const required = branches.every((d) => !d.optional);
  // Allowed values as yup states them; a reference to a sibling (confirm_password) is no JSON value, and a boolean
  // that must be true (the terms) stays a boolean, as the form's own type has it.
  const oneOf =
    first.type === 'boolean' ? [] : first.oneOf.filter((v) => v !== null && ['string', 'number'].includes(typeof v));
  const description = [
    first.meta?.description,
    !required && branches.some((d) => !d.optional) && 'Required or not by the values of other fields',
  ]
    .filter(Boolean)
    .join('. ');
  const schema = Object.assign(
    { type: JSON_TYPE[first.type] ?? 'string' },
    ...everywhere.map((k) => JSON.parse(k) as JsonSchema),
    oneOf.length > 0 && { enum: oneOf },
    branches.some((d) => d.nullable) && { nullable: true },
    first.default !== undefined && { default: first.default },
    description && { description },
  ) as JsonSchema;
  return { schema, required };
}

/**
 * The JSON schema of a shared yup form, for the OpenAPI document: types, required fields, lengths, bounds, patterns
 * and allowed values come from the form's own rules, so the form is the one statement of them (the form validates).
 */
export function jsonSchemaOfForm(form: AnyObjectSchema): JsonSchema {
  const fields = Object.entries(form.fields).map(([name, field]) => [name, fieldSchema(field as Schema)] as const);
  const properties = Object.fromEntries(fields.map(([name, { schema }]) => [name, schema]));
  const required = fields.filter(([, f]) => f.required).map(([name]) => name);
  // OpenAPI 3.0 wants a non-empty `required` list, or none at all.
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}
