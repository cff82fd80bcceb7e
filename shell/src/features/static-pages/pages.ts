import type { BrandConfig } from '@wagering/brands';

/** The shell's own content pages (SPEC section 2 public routes and sidebar entries that no remote owns). */
export interface ContentPage {
  path: string;
  title: string;
  body: string[];
  /** When the page's rules last changed, for pages that say so (the brand's own date). */
  lastUpdated?: (brand: BrandConfig) => string;
}

export const staticPages: ContentPage[] = [
  {
    path: '/about-us',
    title: 'About us',
    body: ['We are an Australian licensed online wagering provider for racing and sports.'],
  },
  {
    path: '/contact-us',
    title: 'Contact us',
    body: ['Email our support team any time, or use Live Chat ("Chat with Expert") at the bottom left of every page.'],
  },
  {
    path: '/faq',
    title: 'FAQ',
    body: [
      'How do I verify my account? Upload a valid ID from your profile under Verification.',
      'How long do withdrawals take? Withdrawals to a verified Australian bank account are processed within one business day.',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    body: ['We collect only what the law and your account need, and we never store your card number or CVV.'],
  },
  {
    path: '/terms-conditions',
    title: 'Terms and conditions',
    body: ['You must be 18 or over to open an account and bet.'],
  },
  {
    path: '/rules',
    title: 'Wagering rules',
    body: ['Bets settle on the official result. Abandoned events are refunded.'],
  },
  {
    path: '/mbl',
    title: 'Minimum bet limits',
    body: [
      'Under the Australian minimum bet limit framework we will lay a bet on thoroughbred, harness and greyhound races to lose a set amount.',
    ],
    lastUpdated: (brand) => brand.minimumBetLimitUpdatedAt,
  },
  {
    path: '/responsible-gambling',
    title: 'Responsible gambling',
    body: [
      'Set a deposit limit, take a break or self-exclude from your profile. For free confidential support call Gambling Help on 1800 858 858.',
    ],
  },
  { path: '/app', title: 'Download app', body: ['Our app is coming to the App Store and Google Play.'] },
  {
    path: '/sa-code-of-practice',
    title: 'South African code',
    body: [
      'The South African code is the SA code: the Gambling Codes of Practice of South Australia, which we follow for every customer who lives in South Australia.',
      'Under the SA code you can set a deposit limit, take a break or self-exclude from your profile at any time, we never offer credit or send marketing to anyone who has excluded, and our staff are trained to recognise and respond to gambling harm.',
      'For free confidential support call Gambling Help on 1800 858 858.',
    ],
  },
];
