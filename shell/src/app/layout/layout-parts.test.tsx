import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getBrand } from '@wagering/brands';
import { pageStore } from '@wagering/shared/runtime';
import { sessionStore } from '@wagering/shared/session';
import { renderShell } from '../../test/render-shell';
import { Footer, paymentMethods } from './footer';
import { SupportCard } from './support-card';
import { MaintenanceScreen, DEFAULT_MAINTENANCE_TEXT } from './maintenance-screen';
import { Breadcrumb } from './breadcrumb';
import { logoVariantFor } from './logo';
import { searchTargets } from './search-drawer';
import { LiveChat, LIVE_CHAT_ACK } from './live-chat';

describe('footer', () => {
  it('lists Mastercard, Visa, Osko and PayId, and hides PayId when the brand marks it unavailable', () => {
    expect(paymentMethods(false)).toEqual(['Mastercard', 'Visa', 'Osko', 'PayId']);
    renderShell(<Footer />, { brand: { payIdUnavailable: true } });
    expect(screen.queryByText('PayId')).toBeNull();
    expect(screen.getByText('Osko')).toBeTruthy();
  });

  it('reads "{app name} is powered by" with the partners', () => {
    const { container } = renderShell(<Footer />);
    expect(container.textContent).toContain(`${getBrand().appName} is powered by`);
  });

  it('links the complaints page, so a punter finds it without going through Contact us', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Complaints' }).getAttribute('href')).toBe('/complaints');
  });

  it('shows app store links only when configured', () => {
    renderShell(<Footer />, { brand: { appStoreLink: '', playStoreLink: '' } });
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).toBeNull();
  });

  it('links the app stores that are configured', () => {
    renderShell(<Footer />, { brand: { appStoreLink: 'https://apps.example/app', playStoreLink: '' } });
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
  });
});

describe('support card', () => {
  it('has Live Chat, Email Us to contact-us and FAQs; Promotions to rewards only when logged in', () => {
    sessionStore.setState({ isLoggedIn: false });
    renderShell(<SupportCard />);
    const card = screen.getByRole('region', { name: 'Support' });
    expect(within(card).getByRole('button', { name: 'Live Chat' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Email Us' }).getAttribute('href')).toBe('/contact-us');
    expect(within(card).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faq');
    expect(within(card).queryByRole('link', { name: 'Promotions' })).toBeNull();
    act(() => sessionStore.setState({ isLoggedIn: true }));
    expect(within(card).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/rewards');
    expect(within(card).getByText('Powered By')).toBeTruthy();
    expect(within(card).getByText('Approved Wagering Provider for')).toBeTruthy();
    sessionStore.setState({ isLoggedIn: false });
  });

  it('Live Chat opens the chat window (its code loads on the tap)', async () => {
    renderShell(
      <>
        <SupportCard />
        <LiveChat />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with Expert' });
    expect(document.activeElement).toBe(within(chat).getByLabelText('Message'));
    fireEvent.change(within(chat).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(within(chat).getByText('Hello')).toBeTruthy();
    expect(within(chat).getByText(LIVE_CHAT_ACK)).toBeTruthy();
    fireEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Chat with Expert' })).toBeTruthy();
  });
});

describe('maintenance screen', () => {
  it('shows the SPEC texts, the default maintenance text, the support mail and the app name', () => {
    const brand = getBrand();
    renderShell(<MaintenanceScreen />, { brand: { maintenanceText: '' } });
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    expect(screen.getByText('Currently under maintenance')).toBeTruthy();
    expect(screen.getByText(DEFAULT_MAINTENANCE_TEXT)).toBeTruthy();
    expect(screen.getByText('System maintenance in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: brand.supportEmail }).getAttribute('href')).toBe(
      `mailto:${brand.supportEmail}`,
    );
    expect(screen.getByText(/Thank you for your patience/).textContent).toContain(brand.appName);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it("shows the brand's own maintenance text when it has one", () => {
    renderShell(<MaintenanceScreen />, { brand: { maintenanceText: 'Back at 6pm AEST.' } });
    expect(screen.getByText('Back at 6pm AEST.')).toBeTruthy();
  });
});

describe('breadcrumb', () => {
  it('starts with Home, links every crumb but the last, and shows the last in bold', () => {
    pageStore.setState({
      title: 'Randwick R3',
      crumbs: [{ label: 'Racing', to: '/racing' }, { label: 'Randwick R3' }],
    });
    renderShell(<Breadcrumb />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Racing']);
    expect(within(nav).getByText('Randwick R3').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Randwick R3' })).toBeTruthy();
  });
});

describe('logo', () => {
  it('uses the light-lettered logo on a dark background and the light logo on a light one', () => {
    const brand = getBrand();
    expect(logoVariantFor(brand, brand.palettes.dark.background, false)).toBe('dark');
    expect(logoVariantFor(brand, brand.palettes.dark.background, true)).toBe('mobile');
    expect(logoVariantFor(brand, brand.palettes.light.background, true)).toBe('light');
  });
});

describe('mobile search', () => {
  it('finds racing codes and sports by name', () => {
    expect(searchTargets('grey').map((t) => t.to)).toEqual(['/racing/greyhound']);
    expect(searchTargets('ICE').map((t) => t.label)).toEqual(['Ice Hockey']);
    // Sport names as the SPEC spells them.
    expect(searchTargets('afl').map((t) => t.label)).toEqual(['AFL']);
    expect(searchTargets('zzz')).toEqual([]);
  });
});
