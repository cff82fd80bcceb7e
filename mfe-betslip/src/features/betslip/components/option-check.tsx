import type { ReactNode } from 'react';
import { Checkbox } from '@wagering/shared/ui';

interface OptionCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A bet option the punter turns on or off (each-way, bonus bet, boost); Space toggles it. */
export function OptionCheck({ checked, onChange, disabled, children }: OptionCheckProps) {
  return (
    <Checkbox label={children} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
  );
}
