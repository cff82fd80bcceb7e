import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { useDialog } from './use-dialog';
import { CloseButton } from './close-button';
import { Backdrop, DialogHead } from './modal';

type DrawerSide = 'left' | 'right' | 'bottom';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side?: DrawerSide;
  title: ReactNode;
  children: ReactNode;
}

const placement = {
  left: { top: 0, bottom: 0, left: 0, width: 'min(320px, 88vw)' },
  right: { top: 0, bottom: 0, right: 0, width: 'min(380px, 92vw)' },
  bottom: { left: 0, right: 0, bottom: 0, maxHeight: '90vh' },
} as const;

const Panel = styled.div<{ side: DrawerSide }>(({ theme, side }) => ({
  position: 'fixed',
  ...placement[side],
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadow,
  padding: theme.space(4),
  borderRadius: side === 'bottom' ? `${theme.radius.lg} ${theme.radius.lg} 0 0` : 0,
  '&:focus': { outline: 'none' },
}));

/** A panel sliding in from the left, right or bottom; a dialog like Modal (focus trap, Escape, close button). */
export function Drawer({ open, onClose, side = 'left', title, children }: DrawerProps) {
  const ref = useDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={ref} side={side} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogHead>
          <h2 id={titleId}>{title}</h2>
          <CloseButton onClick={onClose} />
        </DialogHead>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
