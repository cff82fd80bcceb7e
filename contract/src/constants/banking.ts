/** SPEC 3 "Card 3-D Secure step codes", as the API answers them and the deposit page acts on them. */
export const THREE_DS_STEP = {
  Unknown: 0,
  VerificationRedirect_v2: 1,
  VerificationRedirect_v1: 2,
  ThreeDSMethod: 3,
  Success: 4,
  Failure: 5,
} as const;
export type ThreeDsStep = (typeof THREE_DS_STEP)[keyof typeof THREE_DS_STEP];

/** The card provider in the /banking/{provider}-three-ds/… paths: the API's built-in sandbox. */
export const CARD_PROVIDER = 'sandbox';
