import { CARD_PROVIDER } from '@wagering/shared/constants';

/** /banking/{provider}-three-ds/…: the card payment provider's 3-D Secure calls (a literal path the typed client checks). */
export const threeDsPath = <Call extends string>(call: Call) => `/banking/${CARD_PROVIDER}-three-ds/${call}` as const;
