/**
 * The sports entities of SPEC section 3 ("Sports match"), as the /v1 sports calls answer them: read from the API's
 * generated OpenAPI types, the one source of truth.
 */
import type { ApiResponse } from '@wagering/shared/api';

export type Match = ApiResponse<'/sports/get-event-match/{id}/{markets}'>['data'];
type Submarket = Match['submarkets'][number];
export type MarketSelection = Submarket['selections'][number];
export type Competition = ApiResponse<'/sports/get-event-comp/{id}'>['data'];
export type NavSport = ApiResponse<'/sports/get-sport-nav'>['data'][number];
export type NavCompetition = NavSport['competitions'][number];
