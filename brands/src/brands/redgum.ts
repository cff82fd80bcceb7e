import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'redgum',
  appName: 'Redgum Bet',
  officialName: 'Redgum Bet Pty Ltd',
  siteDomain: 'redgum.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.redgum.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@redgum.bet.example',
  operationsEmail: 'operations@redgum.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Redgum Bet Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.redgum.bet.example',
  objectStorageHost: 'assets.redgum.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: false,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1300 975 711',
  maintenanceText:
    'Redgum Bet is under maintenance while we boost our platform for a better experience. Please email support@redgum.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#a4401a', '#2bb3a3', '#2a140b'), dark: darkPalette('#a4401a', '#2bb3a3', '#2a140b') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
};
