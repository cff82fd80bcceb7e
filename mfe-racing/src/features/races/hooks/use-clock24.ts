import { useBrand } from '@wagering/shared/theme';

/** The brand's clock: 24-hour when it says so, else 12-hour, as on the rest of the site. */
export const useClock24 = () => useBrand().clockFormat === '24h';
