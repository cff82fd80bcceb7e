/**
 * Sports URLs: /{sport}/{competition}/{event parts} (SPEC 2). The API names sports by code (AFL, FBL, ICH …); the
 * URL uses the sport's name as a slug (afl, football, ice-hockey …), which is also the list of segments the shell
 * mounts this remote at. A competition is its name's slug; a match is its name's slug ending in its event id.
 */
import { slugify } from '@wagering/shared/format';
import type { Match, NavSport } from '../types';

export const sportPath = (sportName: string) => `/${slugify(sportName)}`;

export const competitionPath = (sportName: string, competitionName: string) =>
  `${sportPath(sportName)}/${slugify(competitionName)}`;

export const matchPath = (match: Pick<Match, 'sport_name' | 'competition_name' | 'event_name' | 'event_id'>) =>
  `${competitionPath(match.sport_name, match.competition_name)}/${slugify(match.event_name)}-${match.event_id}`;

/** The event id at the end of a match's URL segment, or null when the segment carries none. */
export function eventIdOf(eventParts: string | undefined): number | null {
  const id = /(?:^|-)(\d{1,10})$/.exec(eventParts ?? '')?.[1];
  return id ? Number(id) : null;
}

export const findSport = (nav: NavSport[], sportSlug: string) => nav.find((s) => slugify(s.sport_name) === sportSlug);

export const findCompetition = (sport: NavSport, competitionSlug: string) =>
  sport.competitions.find((c) => slugify(c.competition_name) === competitionSlug);
