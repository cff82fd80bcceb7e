import type { ClockFormat } from '@wagering/contract/format';
import type { Cents } from '@wagering/contract/money';

/** A brand's colour palette for one theme. Every colour a component uses comes from here through the theme tokens. */
export interface Palette {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  header: string;
  onHeader: string;
  success: string;
  error: string;
  warning: string;
  info: string;
  oddsUp: string;
  oddsDown: string;
  focus: string;
}

/** SPEC section 3 "Brand configuration": every field, per brand. */
export interface BrandConfig {
  key: string;
  appName: string;
  officialName: string;
  siteDomain: string;
  apiUrl: string;
  /** Customer-management system URL. */
  crmUrl: string;
  searchHost: string;
  cardRedirectUrl: string;
  supportEmail: string;
  operationsEmail: string;
  mailingAddress: string;
  registrationNumbers: string[];
  bankDetails: { bank: string; accountName: string; bsb: string; accountNumber: string };
  payidDomain: string;
  objectStorageHost: string;
  appStoreLink: string;
  playStoreLink: string;
  analyticsIds: string[];
  enableGoogleIndexing: boolean;
  minimumBetLimitUpdatedAt: string;
  automatedEftDeposit: boolean;
  isMaintenanceMode: boolean;
  maintenanceWhitelistIPs: string[];
  payIdUnavailable: boolean;
  phoneNumber: string;
  maintenanceText: string;
  palettes: { light: Palette; dark: Palette };
  /** Partner logos for "{app name} is powered by" and provider logos (35x35); empty hides them. */
  partners: { name: string; logo: string }[];
  /**
   * The brand's clock (SPEC 4: a clock time "24h or 12h"); every time of day on the site follows it. Unset: 12-hour,
   * as most of the SPEC's date formats are.
   */
  clockFormat?: ClockFormat;
  /**
   * The most a punter's pending fixed-price bets on one race or match may return together, in cents (not in the
   * SPEC; docs/SPEC-CHOICES.md). Unset: DEFAULT_PAYOUT_CEILING_CENTS, $500,000.
   */
  payoutCeilingCents?: Cents;
}

/** SPEC "Global configuration". */
export interface GlobalConfig {
  brand: string;
  currentEnv: 'prod' | 'staging' | 'dev';
  isWebview: boolean;
  darkModeEnabled: boolean;
  recaptchaSiteKey: string;
  mapsKey: string;
  searchKey: string;
  /** The folder of greyhound rug images (`<path>/<box>.png`); empty: the rugs are drawn in their box colours. */
  greyhoundSilkPath: string;
}
