import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import type { CSSObject, Theme } from '@emotion/react';
import { useBrand } from '@wagering/shared/theme';
import { useSession } from '@wagering/shared/session';
import { openLiveChat } from './live-chat';
import { PartnerLogos } from './partner-logos';

const Card = styled.section(({ theme }) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  h2: { margin: 0, fontSize: theme.font.size.md },
  h3: { margin: 0, fontSize: theme.font.size.sm, color: theme.colors.textMuted, fontWeight: 600 },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: theme.space(2),
  },
}));

const action = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '100%',
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
  padding: `${theme.space(2)} ${theme.space(1)}`,
  whiteSpace: 'nowrap',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { background: theme.colors.surfaceAlt },
});

const Action = styled(Link)(({ theme }) => action(theme));
const ChatAction = styled.button(({ theme }) => action(theme));

/** SPEC support card: Live Chat, Email Us, FAQs, Promotions (logged-in only), and the partner logos. */
export function SupportCard({ onNavigate }: { onNavigate?: () => void }) {
  const brand = useBrand();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <Card aria-labelledby="support-card-title">
      <h2 id="support-card-title">Support</h2>
      <ul>
        <li>
          <ChatAction
            type="button"
            onClick={() => {
              onNavigate?.();
              openLiveChat();
            }}
          >
            Live Chat
          </ChatAction>
        </li>
        <li>
          <Action to="/contact-us" onClick={onNavigate}>
            Email Us
          </Action>
        </li>
        <li>
          <Action to="/faq" onClick={onNavigate}>
            FAQs
          </Action>
        </li>
        {isLoggedIn && (
          <li>
            <Action to="/rewards" onClick={onNavigate}>
              Promotions
            </Action>
          </li>
        )}
      </ul>
      <div>
        <h3>Powered By</h3>
        <PartnerLogos partners={brand.partners} />
      </div>
      <div>
        <h3>Approved Wagering Provider for</h3>
        <PartnerLogos partners={brand.partners} />
      </div>
    </Card>
  );
}
