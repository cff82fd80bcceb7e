import type { BrandConfig } from '../types';
import { darkPalette, lightPalette } from '../palette';

export const brand: BrandConfig = {
  key: 'tidewater',
  appName: 'Tidewater Wagers',
  officialName: 'Tidewater Wagers Pty Ltd',
  siteDomain: 'tidewater.bet.example',
  apiUrl: '/v1',
  crmUrl: '/v1/rewards',
  searchHost: 'search.tidewater.bet.example',
  cardRedirectUrl: '/deposit',
  supportEmail: 'support@tidewater.bet.example',
  operationsEmail: 'operations@tidewater.bet.example',
  mailingAddress: 'PO Box 1, Darwin NT 0800',
  registrationNumbers: ['Licensed by the Northern Territory Racing and Wagering Commission'],
  bankDetails: { bank: 'Commonwealth Bank', accountName: 'Tidewater Wagers Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
  payidDomain: 'pay.tidewater.bet.example',
  objectStorageHost: 'assets.tidewater.bet.example',
  appStoreLink: '',
  playStoreLink: '',
  analyticsIds: [],
  enableGoogleIndexing: false,
  minimumBetLimitUpdatedAt: 'July 2024',
  automatedEftDeposit: true,
  isMaintenanceMode: false,
  maintenanceWhitelistIPs: [],
  payIdUnavailable: false,
  phoneNumber: '1800 975 708',
  maintenanceText:
    'Tidewater Wagers is under maintenance while we boost our platform for a better experience. Please email support@tidewater.bet.example if you need help in the meantime.',
  palettes: { light: lightPalette('#1d4ed8', '#22c55e', '#0b1a3a'), dark: darkPalette('#1d4ed8', '#22c55e', '#0b1a3a') },
  partners: [{ name: 'Racing Australia', logo: '' }, { name: 'Sportradar', logo: '' }],
};
