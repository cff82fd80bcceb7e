import { cents } from '@wagering/contract/money';
import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'kestrel',
  appName: 'Kestrel Punt',
  officialName: 'Kestrel Punt Pty Ltd',
  siteDomain: 'kestrel.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.kestrel.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@kestrel.bet.example',
  operationsEmail: 'operations@kestrel.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: {
    bank: 'Commonwealth Bank',
    accountName: 'Kestrel Punt Pty Ltd',
    bsb: '062-000',
    accountNumber: '12345678',
  },
  payidDomain: 'pay.kestrel.bet.example',
  objectStorageHost: 'assets.kestrel.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: false,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: true,
  phoneNumber: '1300 975 709',
  maintenanceText:
    'Kestrel Punt is under maintenance while we boost our platform for a better experience. Please email support@kestrel.bet.example if you need help in the meantime.',
  palettes: {
    light: lightPalette('#7a2e8e', '#f5c518', '#2a1033'),
    dark: darkPalette('#7a2e8e', '#f5c518', '#2a1033'),
  },
  // A smaller book: its own payout ceiling, $250,000 (docs/SPEC-CHOICES.md).
  payoutCeilingCents: cents(25_000_000),
  partners: [
    { name: 'Racing Australia', logo: '' },
    { name: 'Sportradar', logo: '' },
  ],
};
