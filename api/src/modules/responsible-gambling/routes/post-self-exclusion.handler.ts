import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postSelfExclusionSchema } from './post-self-exclusion.schema';
import { selfExclusionSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import { assertReenteredPassword } from '../../auth/password-reentry';
import { selfExcludedMessage } from '../../exclusion/person-exclusion';
import { selfExclude } from '../service';

export const postSelfExclusionHandler: ApiHandler<
  FormRouteSchema<typeof postSelfExclusionSchema, typeof selfExclusionSchema>
> = async (request) => {
  const id = userId(request);
  await assertReenteredPassword(request, request.body.current_password, 'current_password');
  const { until, zone } = await request.server.deps.db.tx((q) =>
    selfExclude(q, id, request.body.self_exclusion_date, request.server.deps.clock.now()),
  );
  return { self_excluded_until: new Date(until).toISOString(), message: selfExcludedMessage(until, zone) };
};
