import { randomBytes } from 'node:crypto';
import { cardDigits } from '@wagering/contract/forms';
import { badRequest } from '../../lib/errors';

/** How the sandbox treats a card: pays without a challenge, asks for a 3-D Secure challenge, or is declined by the bank. */
export type CardScenario = 'frictionless' | 'challenge' | 'declined';

/**
 * The sandbox's documented test cards (any future expiry, any 3-digit CVV). Other numbers that pass the card-number
 * rule behave like 4111 1111 1111 1111. 4242 4242 4242 4242 is a credit card and is refused: debit cards only.
 */
const TEST_CARDS: Record<string, CardScenario | 'credit'> = {
  '4111111111111111': 'frictionless',
  '5555555555554444': 'frictionless',
  '4000000000003220': 'challenge',
  '5200000000001096': 'challenge',
  '4000000000000002': 'declined',
  '4242424242424242': 'credit',
};

export const DEBIT_ONLY = 'Only debit cards can be used. Please use a debit card.';

/**
 * Tokenises a card like a gateway vault would: the number never leaves this function. The sandbox carries its
 * scenario in the token, as test tokens of real gateways do.
 */
export function tokenizeCard(cardNumber: string): { token: string; masked: string } {
  const digits = cardDigits(cardNumber);
  const scenario = TEST_CARDS[digits] ?? 'frictionless';
  if (scenario === 'credit') throw badRequest(DEBIT_ONLY, { card_number: DEBIT_ONLY });
  return { token: `tok_${scenario}_${randomBytes(12).toString('hex')}`, masked: `**** **** **** ${digits.slice(-4)}` };
}

export const scenarioOf = (token: string): CardScenario => token.split('_')[1] as CardScenario;
