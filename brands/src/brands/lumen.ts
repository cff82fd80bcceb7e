import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'lumen',
  appName: 'Lumen Racing',
  officialName: 'Lumen Racing Pty Ltd',
  siteDomain: 'lumen.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.lumen.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@lumen.bet.example',
  operationsEmail: 'operations@lumen.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Lumen Racing Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.lumen.bet.example',
  objectStorageHost: 'assets.lumen.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: false,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1300 975 710',
  maintenanceText:
    'Lumen Racing is under maintenance while we boost our platform for a better experience. Please email support@lumen.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#b3261e', '#ffd166', '#2b0d0b'), dark: darkPalette('#b3261e', '#ffd166', '#2b0d0b') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
  // A racing brand that reads the clock as the tote boards and race books do.
  clockFormat: '24h',
};
