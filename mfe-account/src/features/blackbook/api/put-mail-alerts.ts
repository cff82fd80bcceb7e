import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshBlackbook } from '@wagering/shared/api';

/** PUT /blackbook/preferences: whether Blackbook alerts also come by mail. */
const putMailAlerts = (on: boolean) => api.PUT('/blackbook/preferences', { body: { mail_alerts: on } });

export function useSetMailAlerts() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putMailAlerts, onSettled: () => refreshBlackbook(client) });
}
