import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeLive } from '@wagering/shared/api';
import { applyMatchUpdate } from '../lib/apply-match-update';

/** Keeps every cached sports query current with the live stream's `match` events while a sports view is shown. */
export function useLiveMatches() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive('match', (update) =>
        queryClient.setQueriesData({ queryKey: ['sports'] }, (data: unknown) => applyMatchUpdate(data, update)),
      ),
    [queryClient],
  );
}
