export {
  api,
  apiRequest,
  apiUrl,
  configureApi,
  ApiError,
  type ApiErrorBody,
  type RequestOptions,
  type Query,
} from './client';
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
} from './live';
export type { ApiPath, ApiResponse, ApiBody, ApiQuery, HttpMethod } from './schema-types';
