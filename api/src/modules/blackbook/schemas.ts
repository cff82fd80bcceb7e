import { arrayOf, bool, dateTime, int, nullable, obj, oneOfStrings, str, type Infer } from '../../lib/schemas';

/** The longest note a punter can keep on a runner or team (docs/SPEC-CHOICES.md, "Blackbook"). */
const MAX_NOTE_LENGTH = 500;

const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;

export const newEntry = obj(
  {
    kind: { ...oneOfStrings(['runner', 'team']), description: 'A runner (by race type and runner_id) or a team' },
    code: {
      type: 'string',
      pattern: '^[A-Za-z0-9]{1,20}$',
      description: "A runner's race type (T, H or G) or a team's sport code",
    },
    name: { ...name, description: "The runner's or team's name, as the race card or match shows it" },
    runner_id: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description:
        "A runner's identity in the feed (the race card's runner_id): required for a runner, which is followed by it, not by its name",
    },
  },
  ['runner_id'],
);
export type NewEntry = Infer<typeof newEntry>;

export const noteBody = obj({ note: { type: 'string', maxLength: MAX_NOTE_LENGTH } });
export const mailPreference = obj({
  mail_alerts: { ...bool, description: 'Blackbook alerts also come by mail (the toast on an open page always shows)' },
});

export const entryParams = obj({ entry_id: { type: 'integer', minimum: 1, maximum: 2147483647 } });

const nextStart = obj({
  event_id: int,
  start_time: dateTime,
  meeting_id: nullable(int),
  meeting_name: nullable(str),
  race_number: nullable(int),
  saddle_number: nullable(int),
  match_name: { ...nullable(str), description: "A team's next match, e.g. 'Sydney Swans v Geelong Cats'" },
});

export const blackbookEntry = obj({
  entry_id: int,
  kind: oneOfStrings(['runner', 'team']),
  code: str,
  name: str,
  runner_id: { ...nullable(str), description: 'The runner followed (its identity in the feed); null for a team' },
  note: str,
  created_at: dateTime,
  next_start: {
    ...nullable(nextStart),
    description: "A runner's soonest open race it runs in, or a team's soonest open match; null when none is listed",
  },
});
export type BlackbookEntry = Infer<typeof blackbookEntry>;

export const blackbookList = obj({ data: arrayOf(blackbookEntry), mail_alerts: bool, max_entries: int });
