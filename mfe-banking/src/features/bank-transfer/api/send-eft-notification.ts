import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { AmountDateForm } from '@wagering/shared/forms';

type EftNotification = AmountDateForm & { transaction_id?: string };

/** POST /banking/send-eft-notification: the punter tells us about a bank transfer they made. */
const sendEftNotification = (body: EftNotification) => api.POST('/banking/send-eft-notification', { body });

export const useSendEftNotification = () => useMutation({ mutationFn: sendEftNotification });
