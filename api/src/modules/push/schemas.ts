import { liveEvents, type LiveKind } from '@wagering/contract/schemas';
import { obj, oneOfStrings } from '../../lib/schemas';

/*
 * The live stream's events are the contract's (@wagering/contract/schemas, live-events.ts); here is how the API
 * registers them: as components of the OpenAPI document, and as the stream's 200 answer.
 */

// The feed's provider types what it publishes by these.
export type { MatchEvent, OddsEvent, RaceEvent } from '@wagering/contract/schemas';

const kinds = Object.keys(liveEvents) as LiveKind[];

/** The schemas the app registers (app.addSchema), each under its component name, for $ref and the document. */
export const liveEventComponents = kinds.map((kind) => ({
  $id: liveEvents[kind].component,
  ...liveEvents[kind].schema,
}));

/**
 * One frame of the stream: its event name and its data, by reference to the component. The stream's 200 answer (a
 * `text/event-stream` of these frames), from which the client's types are generated.
 */
export const liveFrameSchema = {
  oneOf: kinds.map((kind) =>
    obj({ event: oneOfStrings([kind]), data: { $ref: `${liveEvents[kind].component}#` } as never }),
  ),
};
