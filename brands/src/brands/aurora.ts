import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'aurora',
  appName: 'Aurora Bet',
  officialName: 'Aurora Bet Pty Ltd',
  siteDomain: 'aurora.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.aurora.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@aurora.bet.example',
  operationsEmail: 'operations@aurora.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Aurora Bet Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.aurora.bet.example',
  objectStorageHost: 'assets.aurora.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: true,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1300 975 707',
  maintenanceText:
    'Aurora Bet is under maintenance while we boost our platform for a better experience. Please email support@aurora.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#0b5cad', '#f2a900', '#08233f'), dark: darkPalette('#0b5cad', '#f2a900', '#08233f') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
};
