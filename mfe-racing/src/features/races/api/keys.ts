/** Every racing query key starts with 'racing', so the live push can patch all cached races in one pass. */
export const racingKeys = {
  all: ['racing'] as const,
  nextToJump: (type: string, count: number) => ['racing', 'next-to-jump', type, count] as const,
  meetings: (date: string, type: string) => ['racing', 'meetings', date, type] as const,
  meetingList: (date: string, type: string) => ['racing', 'meeting-list', date, type] as const,
  futures: (type: string) => ['racing', 'futures', type] as const,
  raceCard: (meetingId: number, eventId: number) => ['racing', 'race-card', meetingId, eventId] as const,
  raceForm: (meetingId: number, eventId: number) => ['racing', 'race-form', meetingId, eventId] as const,
  formGuide: (eventId: number, scratched: string) => ['racing', 'form-guide', eventId, scratched] as const,
  flucs: (eventId: number) => ['racing', 'flucs', eventId] as const,
  racesByIds: (ids: number[]) => ['racing', 'races-by-ids', ...ids] as const,
  results: (date: string, type: string) => ['racing', 'result-card', date, type] as const,
  quadrella: (meetingId: number) => ['racing', 'quadrella', meetingId] as const,
  sameRaceMulti: (eventId: number, selections: string) =>
    ['racing', 'same-race-multi-div', eventId, selections] as const,
};
