/** SPEC 9 layout sizes. Layout classes by width are in `@wagering/shared/runtime` (layoutClassFor). */

export const BREAKPOINTS = { tablet: 1024, desktop: 1280 } as const;
/** The layout a width gets: under 1024 mobile, up to 1280 tablet, then desktop. */
export type LayoutClass = 'mobile' | 'tablet' | 'desktop';
export const MODAL_WIDTH = '520px';
export const MODAL_WIDTH_MOBILE = '94vw';
/** Banking frame height: 450px, 400px under 768px wide, 300px under 480px wide. */
const BANKING_FRAME_HEIGHTS = [
  { maxWidth: 480, height: 300 },
  { maxWidth: 768, height: 400 },
  { maxWidth: Infinity, height: 450 },
] as const;
export const bankingFrameHeight = (width: number) => BANKING_FRAME_HEIGHTS.find((b) => width < b.maxWidth)!.height;
export const LOGO_SIZES = {
  main: { width: 120, height: 30 },
  mobile: { width: 60, height: 15 },
  partner: { width: 35, height: 35 },
} as const;
export const TOGGLE_SIZE = { width: 40, height: 24 } as const;
/** Pull-to-refresh: pull past the threshold to refresh; the pull stops at the maximum. */
export const PULL_TO_REFRESH = { thresholdPx: 120, maxPullPx: 180, indicatorMaxHeightPx: 80, vibrateMs: 50 } as const;
export const PULL_TO_REFRESH_TEXTS = {
  pulling: 'Pull to refresh',
  releaseReady: 'Release to refresh',
  refreshing: 'Refreshing...',
} as const;
export const ADDRESS_LIST_MAX_HEIGHT_PX = 200;
/**
 * Height the Home next-to-jump strip always takes, loading or loaded (6 races: 2 columns x 3 rows under 1024px,
 * 3 columns x 2 rows from 1024px), so the shell holds its place and nothing below it moves as it arrives.
 */
export const HOME_RACING_STRIP_HEIGHT = { mobile: 330, tablet: 212 } as const;
