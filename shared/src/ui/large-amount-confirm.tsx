import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { LARGE_AMOUNT_CONFIRM_DOLLARS } from '@wagering/shared/constants';
import { Button } from './button';

/** A stake, deposit or deposit limit this large is only acted on once the punter confirms it. */
const isLargeAmount = (dollars: number) => dollars >= LARGE_AMOUNT_CONFIRM_DOLLARS;

interface Pending {
  /** The question, in the punter's words: "You are about to bet $1,500.00. Confirm?". */
  question: string;
  proceed: () => unknown;
}

/**
 * The confirmation step for a large amount. `ask(dollars, question, proceed)` runs `proceed` at once for an ordinary
 * amount (returning what it returns, so a form's submitting state still covers it) and holds it for a large one until
 * the punter answers `question` in `LargeAmountConfirm`; `busy` covers a confirmed `proceed` while it runs.
 */
export function useLargeAmountConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (dollars: number, question: string, proceed: () => unknown) => {
    if (!isLargeAmount(dollars)) return proceed();
    setPending({ question, proceed });
  };
  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    setBusy(true);
    try {
      await pending.proceed();
    } finally {
      setBusy(false);
    }
  };
  // Stable, so a caller can drop the question when what it asked about changes (an effect on the slip's total).
  const cancel = useCallback(() => setPending(null), []);
  return { pending, busy, ask, confirm, cancel };
}
type LargeAmountConfirmState = ReturnType<typeof useLargeAmountConfirm>;

const Box = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  border: `2px solid ${theme.colors.warning}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  p: { margin: 0, fontWeight: 600 },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }));

interface LargeAmountConfirmProps {
  state: LargeAmountConfirmState;
  /** The confirm button's words: "Confirm bet", "Confirm deposit". */
  confirmLabel: string;
}

/**
 * The question of a held large amount, where the punter acted (in the slip, under the form), so it works the same
 * in a drawer and on a page: focus moves to Confirm, Cancel or Escape drops it and focus goes back where it was.
 */
export function LargeAmountConfirm({ state, confirmLabel }: LargeAmountConfirmProps) {
  const { pending, confirm, cancel } = state;
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending) return;
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector('button')?.focus();
    return () => {
      if (from?.isConnected && !from.matches(':disabled')) from.focus();
    };
  }, [pending]);
  if (!pending) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // Escape answers this question only: the drawer or dialog around it stays open.
    e.stopPropagation();
    e.nativeEvent.stopImmediatePropagation();
    cancel();
  };
  return (
    <Box ref={box} role="alertdialog" aria-labelledby={id} onKeyDown={onKeyDown}>
      <p id={id}>{pending.question}</p>
      <Actions>
        <Button type="button" onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </Actions>
    </Box>
  );
}
