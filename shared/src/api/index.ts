export {
  api,
  apiUrl,
  bearer,
  configureApi,
  onServiceUnavailable,
  ApiError,
  GENERIC_ERROR,
  type ApiErrorBody,
  type ApiPaths,
  type Query,
} from './client';
export { showServerErrors } from './server-errors';
export { adoptFirstCalls, type FirstCall } from './first-calls';
export { firstQueriesOf, type FirstQueriesByRoute, type FirstQuery } from './first-queries';
export { createQueryClient, getQueryClient, QueryProvider } from './query-client';
export { PUNTER_QUERY_ROOTS, punterId, clearPunterData, clearPunterDataOnChange } from './punter-data';
export {
  startLive,
  stopLive,
  subscribeLive,
  type LiveEvents,
  type OddsUpdate,
  type RaceUpdate,
  type BalanceUpdate,
  type AccountUpdate,
  type BlackbookAlert,
} from './live';
export {
  getBlackbook,
  blackbookQuery,
  useBlackbook,
  findEntry,
  addToBlackbook,
  removeFromBlackbook,
  refreshBlackbook,
  useBlackbookToggle,
  useBlackbookStar,
  type Blackbook,
  type BlackbookEntry,
  type BlackbookSubject,
} from './blackbook';
export type { ApiPath, ApiResponse, ApiBody, ApiQuery, HttpMethod } from '@wagering/contract/api';
export {
  getAccountState,
  accountStateQuery,
  useAccountState,
  setAccountBalances,
  setAccountVerification,
  watchAccountState,
  type AccountState,
} from './account-state';
