import { SPORTS } from '@wagering/shared/constants';
import { slugify } from '@wagering/shared/format';

/** The sports of SPEC section 1 by their URL segment; /{sport}/{competition}/{event parts} belongs to mfe-sports. */
export const SPORT_LINKS = SPORTS.map((name) => ({ name, path: `/${slugify(name)}` }));
