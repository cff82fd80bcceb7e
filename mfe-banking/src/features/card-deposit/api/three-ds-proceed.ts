import { api } from '@wagering/shared/api';
import type { CardRequest } from '../three-ds';
import { threeDsPath } from './three-ds-path';

/** POST /banking/{provider}-three-ds/proceed: after the method step; answers step 4 or a challenge redirect. */
export const threeDsProceed = (body: CardRequest) => api.POST(threeDsPath('proceed'), { body });
