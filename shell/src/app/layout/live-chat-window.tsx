import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Button, CloseButton } from '@wagering/shared/ui';

const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  left: theme.space(3),
  bottom: theme.space(3),
  zIndex: 60,
  width: 'min(340px, calc(100vw - 24px))',
  height: 420,
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow,
  overflow: 'hidden',
}));

const Head = styled.header(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  padding: `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(4)}`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  h2: { margin: 0, fontSize: theme.font.size.md },
}));

const Log = styled.ol(({ theme }) => ({
  flex: 1,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: theme.space(3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
}));

const Message = styled.li<{ mine: boolean }>(({ theme, mine }) => ({
  alignSelf: mine ? 'flex-end' : 'flex-start',
  maxWidth: '85%',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radius.md,
  background: mine ? theme.colors.primary : theme.colors.surfaceAlt,
  color: mine ? theme.colors.onPrimary : theme.colors.text,
}));

const Compose = styled.form(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  padding: theme.space(2),
  borderTop: `1px solid ${theme.colors.border}`,
  input: {
    flex: 1,
    minWidth: 0,
    padding: theme.space(2),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
  },
}));

/** What the chat window shows and does; the tab (live-chat.tsx) keeps the conversation while the window is closed. */
export interface ChatWindowProps {
  messages: { mine: boolean; text: string }[];
  draft: string;
  onDraft: (draft: string) => void;
  onSend: (event: FormEvent) => void;
  onClose: () => void;
}

/** The open chat window, its own chunk: it loads when the punter first opens the chat, not before the page is live. */
export function ChatWindow({ messages, draft, onDraft, onSend, onClose }: ChatWindowProps) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  // In the commit, before the window paints: a passive effect left the focus behind for a frame (and a test that
  // found the open window before it ran failed on a busy machine).
  useLayoutEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <Panel role="dialog" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <Head>
        <h2 id={titleId}>Chat with Expert</h2>
        <CloseButton label="Close chat" onClick={onClose} />
      </Head>
      <Log aria-live="polite">
        {messages.map((m, i) => (
          <Message key={i} mine={m.mine}>
            {m.text}
          </Message>
        ))}
      </Log>
      <Compose onSubmit={onSend}>
        <input
          ref={input}
          aria-label="Message"
          value={draft}
          maxLength={500}
          onChange={(e) => onDraft(e.target.value)}
        />
        <Button type="submit">Send</Button>
      </Compose>
    </Panel>
  );
}
