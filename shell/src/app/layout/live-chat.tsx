import { Suspense, lazy, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Global } from '@emotion/react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Whether the chat window is open; the tab and the support card's Live Chat both open it. */
const liveChatStore = createStore<{ open: boolean }>(() => ({ open: false }));
export const openLiveChat = () => liveChatStore.setState({ open: true });
const closeLiveChat = () => liveChatStore.setState({ open: false });

const ChatWindow = lazy(() => import('./live-chat-window').then((m) => ({ default: m.ChatWindow })));

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
    <Suspense fallback={null}>
      <ChatWindow messages={messages} draft={draft} onDraft={setDraft} onSend={send} onClose={closeLiveChat} />
    </Suspense>
  );
}
