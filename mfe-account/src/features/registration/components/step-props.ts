import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface StepProps<T> {
  values: Partial<T>;
  onNext: (values: T) => void;
  onBack?: () => void;
  /** The server's messages for this step's fields, after the final submit was refused. */
  serverErrors?: Record<string, string>;
}

/** Shows the server's per-field messages on the step's fields. */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  serverErrors?: Record<string, string>,
) {
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      setError(field as Path<T>, { type: 'server', message });
  }, [serverErrors, setError]);
}
