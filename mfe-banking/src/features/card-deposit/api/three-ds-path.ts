import { CARD_PROVIDER } from '@wagering/shared/constants';

/** /banking/{provider}-three-ds/…: the card payment provider's 3-D Secure calls. */
export const threeDsPath = (call: string) => `/banking/${CARD_PROVIDER}-three-ds/${call}`;
