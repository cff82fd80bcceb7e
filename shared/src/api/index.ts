export { api, apiUrl, bearer, configureApi, onServiceUnavailable, ApiError, type ApiPaths } from './client';
export { showServerErrors } from './server-errors';
export { adoptFirstCalls, type FirstCall } from './first-calls';
export { firstQueriesOf, type FirstQuery } from './first-queries';
export { createQueryClient, getQueryClient } from './query-client';
export { punterId, clearPunterData } from './punter-data';
export { startLive, subscribeLive, type LiveEvents, type OddsUpdate, type RaceUpdate } from './live';
export {
  useBlackbook,
  removeFromBlackbook,
  refreshBlackbook,
  useBlackbookStar,
  type BlackbookEntry,
} from './blackbook';
export type { ApiPath, ApiResponse, ApiBody, ApiQuery, HttpMethod } from '@wagering/contract/api';
export {
  accountStateQuery,
  useAccountState,
  setAccountBalances,
  setAccountVerification,
  watchAccountState,
} from './account-state';
