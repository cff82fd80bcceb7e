import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@wagering/shared/ui';

const AnnounceContext = createContext<(text: string) => void>(() => undefined);

/** One polite live region for a page's price moves, so a screen reader hears "Carlton up to 2.30" once. */
export function PriceAnnouncer({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const announce = useCallback((next: string) => setText(next), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {text}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

export const useAnnouncePrice = () => useContext(AnnounceContext);
