import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Global } from '@emotion/react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { Button, CloseButton } from '@wagering/shared/ui';

/** Whether the chat window is open; the tab and the support card's Live Chat both open it. */
const liveChatStore = createStore<{ open: boolean }>(() => ({ open: false }));
export const openLiveChat = () => liveChatStore.setState({ open: true });
const closeLiveChat = () => liveChatStore.setState({ open: false });

const LIVE_CHAT_GREETING = 'Hi! An expert is here to help. What can we do for you?';
export const LIVE_CHAT_ACK = 'Thanks, an expert will reply here shortly.';

/**
 * The tab's height. The page keeps this much room below its last line and scrolls focused or linked-to content
 * clear of it, so the tab never hides a link or a button (such as registration's "Login" at the bottom).
 */
const LIVE_CHAT_TAB_HEIGHT = 40;

const Tab = styled.button<{ docked: boolean }>(({ theme, docked }) => ({
  ...(docked
    ? { alignSelf: 'flex-start', margin: `0 ${theme.space(3)}` }
    : { position: 'fixed', left: theme.space(3), bottom: 0, zIndex: 50 }),
  height: LIVE_CHAT_TAB_HEIGHT,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  border: 0,
  borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  boxShadow: theme.shadow,
  cursor: 'pointer',
}));

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

/**
 * SPEC: the "Chat with Expert" live chat tab at the bottom left, opening a chat window. On desktop and tablet the tab
 * is fixed to the window's bottom left, over the sidebar column (no price, form or slip there). `docked` (a phone, whose
 * page is one column of prices and forms) puts it in the page's flow at the bottom left of the page, above the footer,
 * so it never covers anything.
 */
export function LiveChat({ docked = false }: { docked?: boolean }) {
  const open = useStore(liveChatStore, (s) => s.open);
  const [messages, setMessages] = useState([{ mine: false, text: LIVE_CHAT_GREETING }]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((all) => [...all, { mine: true, text }, { mine: false, text: LIVE_CHAT_ACK }]);
    setDraft('');
  };

  if (!open && docked) {
    return (
      <Tab type="button" docked onClick={openLiveChat} aria-haspopup="dialog">
        Chat with Expert
      </Tab>
    );
  }
  if (!open) {
    return (
      <>
        <Global
          styles={{
            html: { scrollPaddingBottom: LIVE_CHAT_TAB_HEIGHT + 8 },
            body: { paddingBottom: LIVE_CHAT_TAB_HEIGHT },
          }}
        />
        <Tab type="button" docked={false} onClick={openLiveChat} aria-haspopup="dialog">
          Chat with Expert
        </Tab>
      </>
    );
  }
  return (
    <Panel role="dialog" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && closeLiveChat()}>
      <Head>
        <h2 id={titleId}>Chat with Expert</h2>
        <CloseButton label="Close chat" onClick={closeLiveChat} />
      </Head>
      <Log aria-live="polite">
        {messages.map((m, i) => (
          <Message key={i} mine={m.mine}>
            {m.text}
          </Message>
        ))}
      </Log>
      <Compose onSubmit={send}>
        <input
          ref={input}
          aria-label="Message"
          value={draft}
          maxLength={500}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Send</Button>
      </Compose>
    </Panel>
  );
}
