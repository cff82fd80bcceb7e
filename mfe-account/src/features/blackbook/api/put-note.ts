import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshBlackbook } from '@wagering/shared/api';

/** PUT /blackbook/{entry_id}/note: the punter's note on one runner or team (empty clears it). */
const putNote = (entryId: number, note: string) =>
  api.PUT('/blackbook/{entry_id}/note', { params: { path: { entry_id: entryId } }, body: { note } });

export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, note }: { entryId: number; note: string }) => putNote(entryId, note),
    onSuccess: () => refreshBlackbook(client),
  });
}
