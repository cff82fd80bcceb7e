import { obj, oneOfStrings, str, type Infer } from '../../lib/schemas';

/** One thing a search found, with the page it opens. */
export const searchResult = obj({
  kind: oneOfStrings(['sport', 'competition', 'team', 'meeting', 'runner']),
  label: str,
  detail: str,
  path: str,
});
export type SearchResult = Infer<typeof searchResult>;
