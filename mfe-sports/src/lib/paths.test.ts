import { describe, expect, it } from 'vitest';
import { slugify } from '@wagering/shared/format';
import { competitionPath, eventIdOf, findCompetition, findSport, matchPath, sportPath } from './paths';

const nav = [
  {
    sport_code: 'ICH',
    sport_name: 'Ice Hockey',
    competitions: [{ competition_id: 7, competition_name: 'NHL', match_count: 3 }],
  },
  {
    sport_code: 'AFL',
    sport_name: 'AFL',
    competitions: [{ competition_id: 1, competition_name: 'AFL Premiership', match_count: 2 }],
  },
];

describe('sports paths have the shape /{sport}/{competition}/{event parts}', () => {
  it('names a sport by its name as a URL segment, as the shell mounts it (ice-hockey, afl)', () => {
    expect(sportPath('Ice Hockey')).toBe('/ice-hockey');
    expect(sportPath('AFL')).toBe('/afl');
    expect(slugify('Martial Arts')).toBe('martial-arts');
  });

  it('puts the competition and the match (ending in its event id) below the sport', () => {
    expect(competitionPath('AFL', 'AFL Premiership')).toBe('/afl/afl-premiership');
    const match = {
      sport_name: 'AFL',
      competition_name: 'AFL Premiership',
      event_name: 'Collingwood v Carlton',
      event_id: 20414001,
    };
    expect(matchPath(match)).toBe('/afl/afl-premiership/collingwood-v-carlton-20414001');
  });

  it('reads the event id back from the event parts, and none from a segment without one', () => {
    expect(eventIdOf('collingwood-v-carlton-20414001')).toBe(20414001);
    expect(eventIdOf('20414001')).toBe(20414001);
    expect(eventIdOf('collingwood-v-carlton')).toBeNull();
    expect(eventIdOf(undefined)).toBeNull();
  });

  it('finds the sport and competition a URL names in the sports nav', () => {
    const sport = findSport(nav, 'ice-hockey');
    expect(sport?.sport_code).toBe('ICH');
    expect(findCompetition(sport!, 'nhl')?.competition_id).toBe(7);
    expect(findSport(nav, 'curling')).toBeUndefined();
  });
});
