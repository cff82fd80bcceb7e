import { api } from '@wagering/shared/api';
import type { CompletePayload } from '../three-ds';
import { threeDsPath } from './three-ds-path';

/** POST /banking/{provider}-three-ds/complete: the authenticated payment is charged and the deposit credited. */
export const threeDsComplete = (body: CompletePayload) => api.POST(threeDsPath('complete'), { body });
