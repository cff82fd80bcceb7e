import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'ironbark',
  appName: 'Ironbark Wagering',
  officialName: 'Ironbark Wagering Pty Ltd',
  siteDomain: 'ironbark.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.ironbark.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@ironbark.bet.example',
  operationsEmail: 'operations@ironbark.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Ironbark Wagering Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.ironbark.bet.example',
  objectStorageHost: 'assets.ironbark.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: false,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1300 975 708',
  maintenanceText:
    'Ironbark Wagering is under maintenance while we boost our platform for a better experience. Please email support@ironbark.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#1f6f43', '#e0b23a', '#10291c'), dark: darkPalette('#1f6f43', '#e0b23a', '#10291c') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
};
