import { api } from '@wagering/shared/api';
import type { SavedCardDepositForm } from '@wagering/shared/forms';
import { threeDsPath } from './three-ds-path';

/** POST /banking/{provider}-three-ds/deposit: starts a card payment with a saved card (account = card_id). */
export const threeDsDeposit = (body: SavedCardDepositForm) => api.POST(threeDsPath('deposit'), { body });
