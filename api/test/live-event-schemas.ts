import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { liveEvents } from '@wagering/contract/schemas';
import { liveEventComponents } from '../src/modules/push/schemas';

// The schemas as the app registers them (each under its component name), checked by Ajv as Fastify's would.
const ajv = addFormats.default(new Ajv({ strict: false, allErrors: true }));
for (const schema of liveEventComponents) ajv.addSchema(schema);

/** What is wrong with a frame's data for its event name, by the schema of its kind; undefined when nothing is. */
export function liveFrameProblems(kind: string, data: unknown): string | undefined {
  if (!Object.hasOwn(liveEvents, kind)) return `no schema for the event name "${kind}"`;
  const validate = ajv.getSchema(liveEvents[kind as keyof typeof liveEvents].component)!;
  return validate(data) ? undefined : ajv.errorsText(validate.errors);
}
