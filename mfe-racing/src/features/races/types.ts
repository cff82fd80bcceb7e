/**
 * The racing entities of SPEC section 3, as the /v1 racing calls answer them: read from the API's generated OpenAPI
 * types (one source of truth), plus the one field the client derives (`jump_at`).
 */
import type { ApiResponse } from '@wagering/shared/api';

type ApiRace = ApiResponse<'/racing/event-race/{id}'>['data'];
type ApiRaceCard = ApiResponse<'/racing/race-card/{meetingId}/{eventId}'>['data'];
type ApiQuadrella = ApiResponse<'/racing/race-quadrella/{id}'>['data'];
type ApiListedMeeting = ApiResponse<'/racing/meeting-list'>['data'][number];

export type Product = ApiRace['products'][number];
export type Runner = NonNullable<ApiRace['runners']>[number];
export type RaceTypeLetter = ApiRace['race_type'];
export type RaceStatus = ApiRace['race_status'];

export interface Race extends ApiRace {
  /**
   * Client-side: the jump's epoch ms, from jumps_in_sec at the moment the answer arrived (so the countdown
   * follows the server's clock, not this device's), or from start_time once the race has jumped.
   */
  jump_at: number;
}

export type Meeting = Omit<ApiRaceCard['meeting'], 'races'> & { races: Race[] };

/** A race as the racing page lists it: number, status and jump. */
export type ListedRace = ApiListedMeeting['races'][number] & Pick<Race, 'jump_at'>;

/** A meeting as the racing page lists it (a full Meeting is one too). */
export type ListedMeeting = Omit<ApiListedMeeting, 'races'> & { races: ListedRace[] };

export interface RaceCard {
  meeting: Meeting;
  race: Race;
}

export type Quadrella = Omit<ApiQuadrella, 'legs'> & { legs: Race[] };
