import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'saltbush',
  appName: 'Saltbush Sports',
  officialName: 'Saltbush Sports Pty Ltd',
  siteDomain: 'saltbush.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.saltbush.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@saltbush.bet.example',
  operationsEmail: 'operations@saltbush.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Saltbush Sports Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.saltbush.bet.example',
  objectStorageHost: 'assets.saltbush.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: false,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1800 975 707',
  maintenanceText:
    'Saltbush Sports is under maintenance while we boost our platform for a better experience. Please email support@saltbush.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#0d7377', '#ff9f1c', '#08292a'), dark: darkPalette('#0d7377', '#ff9f1c', '#08292a') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
};
