import type { ApiHandler } from '../../../lib/type-provider';
import type { postPayidPaymentSchema } from './post-payid-payment.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { receivePayIdPayment } from '../../banking/payid';

export const postPayidPaymentHandler: ApiHandler<typeof postPayidPaymentSchema> = async (request) =>
  receivePayIdPayment(request.server.deps.db, {
    payid: request.body.payid,
    amountCents: dollarsToCents(request.body.amount),
    now: request.server.deps.clock.now(),
  });
