/**
 * The API's one reading of a bet slip (issue 33): the wire slip becomes the contract's parsed slip here, at the
 * boundary of verify-bet and request-bet, and nothing after reads the wire slip again. A slip that cannot be read is
 * refused whole with a 400: an ambiguous shape with leg-level code 369 on the legs it names, an amount that is not
 * money naming its field.
 */
import { parseSlip, SLIP_SHAPE_CODE, type ParsedSlip } from '@wagering/contract/wagering';
import { HttpError } from '../../lib/errors';
import type { BetSlip, LegInput } from './slip-types';

export type Slip = ParsedSlip<LegInput>;

export function readSlip(wire: BetSlip): Slip {
  const parsed = parseSlip<LegInput>(wire);
  if ('slip' in parsed) return parsed.slip;
  const { kind, message, field, legIds } = parsed.problem;
  if (kind === 'money') throw new HttpError(400, message, { [field]: 'must be a whole number of cents, not negative' });
  const named = new Set(legIds);
  throw new HttpError(
    400,
    message,
    { [field]: message },
    {
      err_code: SLIP_SHAPE_CODE,
      err_msg: message,
      // The leg-level code on every leg the problem names, as the slip shows a leg's error.
      legs: wire.legs.map((leg, i) => {
        const refused = named.has(String(leg.leg_id ?? i));
        return {
          leg_id: String(leg.leg_id ?? i),
          bet_leg_error_codes: refused ? [SLIP_SHAPE_CODE] : [],
          error_code: refused ? SLIP_SHAPE_CODE : null,
          error_message: refused ? message : null,
        };
      }),
    },
  );
}
