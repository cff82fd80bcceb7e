import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl, ApiError, setAccountVerification, subscribeLive, type ApiResponse } from '@wagering/shared/api';
import { CSRF_HEADER } from '@wagering/shared/constants';
import { csrfToken, useSession } from '@wagering/shared/session';

type Verification = ApiResponse<'/clients/verification'>;

/** GET /clients/verification: where the punter's identity check stands. */
const getVerification = () => api.GET('/clients/verification');

const verificationQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'verification', userId], queryFn: getVerification });

export function useVerification() {
  const userId = useSession((s) => s.userData.user_id);
  const query = useQuery({ ...verificationQuery(userId), enabled: userId !== undefined });
  const { refetch } = query;
  // The KYC approval arrives on the live stream: the page shows it at once.
  useEffect(() => subscribeLive('account', () => void refetch()), [refetch]);
  return query;
}

/**
 * POST /clients/verification as multipart/form-data (field "document"). The JSON client cannot send a file, so this
 * one call uses fetch with the same session (the cookie, and the CSRF token every write sends) and the same
 * 200-or-throw contract.
 */
async function uploadId(document: File): Promise<Verification> {
  const body = new FormData();
  body.append('document', document);
  const csrf = csrfToken();
  const response = await fetch(apiUrl('/clients/verification'), {
    method: 'POST',
    headers: csrf ? { [CSRF_HEADER]: csrf } : {},
    body,
  });
  const data = await response.json().catch(() => ({}));
  if (response.status !== 200) {
    throw new ApiError(response.status, {
      message: data.message ?? 'The upload failed. Please try again.',
      errors: data.errors ?? {},
    });
  }
  return data as Verification;
}

export function useUploadId() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: uploadId,
    onSuccess: (verification) => {
      queryClient.setQueryData(verificationQuery(userId).queryKey, verification);
      setAccountVerification(queryClient, verification);
    },
  });
}
