import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { SelfExclusionForm } from '@wagering/shared/forms';

/** POST /responsible-gambling/user-self-exclusion: excluded until the end of the date, password re-entered. */
const selfExclude = (form: SelfExclusionForm) => api.POST('/responsible-gambling/user-self-exclusion', { body: form });

export const useSelfExclude = () => useMutation({ mutationFn: selfExclude });
