// The feed's day arithmetic, imported in this one place for the racing routes: the domain reading the feed is a known
// layer violation (.dependency-cruiser-known-violations.json), to go when the feed sits behind its port.
export { addDays, dayOf } from '../../feed/schedule';
