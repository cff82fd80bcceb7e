import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { useBrand } from '@wagering/shared/theme';
import { PartnerLogos } from './partner-logos';
import { BETSTOP_URL, GAMBLING_HELP_PHONE, GAMBLING_HELP_URL } from '../../features/static-pages/help-lines';

/**
 * The taglines of the National Consumer Protection Framework: one shows on every page (by the day, so a punter sees
 * them all over a week).
 */
const TAGLINES = [
  'Chances are you’re about to lose.',
  'What’s it really costing you?',
  'Think. Is this a bet you really want to place?',
  'What are you prepared to lose today? Set a deposit limit.',
  'Imagine what you could be buying instead.',
  'You win some. You lose more.',
  'What are you really gambling with?',
];
const taglineOfToday = (now = new Date()) => TAGLINES[Math.floor(now.getTime() / 86_400_000) % TAGLINES.length]!;

const Safer = styled.section(({ theme }) => ({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  p: { margin: 0, flex: '1 1 260px' },
  a: { color: theme.colors.text, fontWeight: 700 },
}));

const AgeBadge = styled.span(({ theme }) => ({
  flex: '0 0 auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `3px solid ${theme.colors.error}`,
  color: theme.colors.text,
  fontWeight: 800,
  fontSize: theme.font.size.md,
}));

const Foot = styled.footer(({ theme }) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  borderTop: `1px solid ${theme.colors.border}`,
  padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(12)}`,
  fontSize: theme.font.size.sm,
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: 1600,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  justifyContent: 'space-between',
  alignItems: 'center',
  h2: { margin: `0 0 ${theme.space(1)}`, fontSize: theme.font.size.sm, color: theme.colors.textMuted, fontWeight: 600 },
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), listStyle: 'none', margin: 0, padding: 0 },
}));

const Method = styled.li(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  padding: `2px ${theme.space(2)}`,
  fontWeight: 600,
}));

const Legal = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, flexBasis: '100%' }));

/** The payment methods SPEC lists; PayId is left out when the brand marks it unavailable. */
export const paymentMethods = (payIdUnavailable: boolean) => [
  'Mastercard',
  'Visa',
  'Osko',
  ...(payIdUnavailable ? [] : ['PayId']),
];

/**
 * SPEC footer: payment methods, provider logos and app store links only when configured, and
 * "{app name} is powered by" with the partner logos.
 */
export function Footer() {
  const brand = useBrand();
  const stores = [
    { label: 'Download on the App Store', href: brand.appStoreLink },
    { label: 'Get it on Google Play', href: brand.playStoreLink },
  ].filter((s) => s.href);
  const providers = brand.partners.filter((p) => p.logo);
  return (
    <Foot>
      <Inner>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments">Payment methods</h2>
          <ul>
            {paymentMethods(brand.payIdUnavailable).map((m) => (
              <Method key={m}>{m}</Method>
            ))}
          </ul>
        </section>
        {providers.length > 0 && (
          <section aria-labelledby="footer-providers">
            <h2 id="footer-providers">Data and sports providers</h2>
            <PartnerLogos partners={providers} />
          </section>
        )}
        {stores.length > 0 && (
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps">Get the app</h2>
            <ul>
              {stores.map((s) => (
                <li key={s.href}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p style={{ margin: 0 }}>
          {brand.appName} is powered by <PartnerLogos partners={brand.partners} />
        </p>
        <Safer aria-label="Gamble responsibly">
          <AgeBadge role="img" aria-label="18 plus: only adults may gamble">
            18+
          </AgeBadge>
          <p>
            <strong>{taglineOfToday()}</strong> For free and confidential support call Gambling Help on{' '}
            <a href={`tel:${GAMBLING_HELP_PHONE.replace(/\s/g, '')}`}>{GAMBLING_HELP_PHONE}</a> or visit{' '}
            <a href={GAMBLING_HELP_URL} rel="noopener noreferrer" target="_blank">
              gamblinghelponline.org.au
            </a>
            . You must be 18 or over to gamble. Exclude yourself from every licensed wagering provider with{' '}
            <a href={BETSTOP_URL} rel="noopener noreferrer" target="_blank">
              BetStop
            </a>
            , the National Self-Exclusion Register.
          </p>
        </Safer>
        <Legal>
          {brand.officialName} · {brand.registrationNumbers.join(' · ')} · <Link to="/complaints">Complaints</Link>
        </Legal>
      </Inner>
    </Foot>
  );
}
