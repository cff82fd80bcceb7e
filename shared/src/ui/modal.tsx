import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { MODAL_WIDTH, MODAL_WIDTH_MOBILE } from '@wagering/shared/constants';
import { useDialog } from './use-dialog';
import { CloseButton } from './close-button';
import { VisuallyHidden } from './visually-hidden';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Hides the visible heading while keeping it as the dialog's name. */
  hideTitle?: boolean;
}

export const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  // A scrim from the theme's darkest token, so no colour literal is needed in either mode.
  background: `color-mix(in srgb, ${theme.mode === 'dark' ? theme.colors.background : theme.colors.text} 60%, transparent)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
}));

const Box = styled.div(({ theme }) => ({
  width: MODAL_WIDTH_MOBILE,
  maxHeight: '92vh',
  overflowY: 'auto',
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow,
  padding: theme.space(5),
  [theme.mq.tablet]: { width: MODAL_WIDTH },
  '&:focus': { outline: 'none' },
}));

export const DialogHead = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  marginBottom: theme.space(4),
  h2: { margin: 0, fontSize: theme.font.size.lg },
}));

/** A centred dialog (520px wide, 94vw on mobile) in a portal; focus is trapped, Escape and the close button close it. */
export function Modal({ open, onClose, title, children, hideTitle }: ModalProps) {
  const ref = useDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogHead>
          {hideTitle ? (
            <VisuallyHidden as="h2" id={titleId}>
              {title}
            </VisuallyHidden>
          ) : (
            <h2 id={titleId}>{title}</h2>
          )}
          <CloseButton onClick={onClose} />
        </DialogHead>
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}
