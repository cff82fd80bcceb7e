import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBlackbook, removeFromBlackbook } from '@wagering/shared/api';

/** DELETE /blackbook/{entry_id} from the Blackbook page (the call itself is shared with the cards' stars). */
export function useRemoveEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeFromBlackbook, onSettled: () => refreshBlackbook(client) });
}
