import { useId, useState } from 'react';
import styled from '@emotion/styled';
import type { BlackbookEntry } from '@wagering/shared/api';
import { Link } from '@wagering/shared/router';
import { useFormatDate } from '@wagering/shared/theme';
import { Button } from '@wagering/shared/ui';
import { useRemoveEntry } from '../api/delete-entry';
import { useSaveNote } from '../api/put-note';

/** The longest note the API keeps (docs/SPEC-CHOICES.md, "Blackbook"). */
const MAX_NOTE_LENGTH = 500;

const RACE_TYPES: Record<string, string> = { T: 'Thoroughbred', H: 'Harness', G: 'Greyhound' };

const Card = styled.article(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  h2: { margin: 0, fontSize: theme.font.size.lg },
  p: { margin: 0 },
}));

const Kind = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.font.size.sm }));

const Note = styled.textarea(({ theme }) => ({
  width: '100%',
  minHeight: 64,
  boxSizing: 'border-box',
  padding: theme.space(2),
  font: 'inherit',
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  alignItems: 'center',
}));

const kindText = (entry: BlackbookEntry) =>
  entry.kind === 'runner' ? `Runner, ${RACE_TYPES[entry.code] ?? entry.code}` : `Team, ${entry.code}`;

/** Where and when the entry runs next, its time in the punter's own time zone; a race links to its card. */
function NextStart({ entry }: { entry: BlackbookEntry }) {
  const formatDate = useFormatDate();
  const next = entry.next_start;
  if (!next) return <p>No start listed yet.</p>;
  const when = formatDate(next.start_time, 'dayDateTime');
  if (next.meeting_id === null || next.race_number === null)
    return (
      <p>
        Next match: {next.match_name}, {when}
      </p>
    );
  return (
    <p>
      Next start:{' '}
      <Link to={`/racing/race/${next.meeting_id}/${next.event_id}`}>
        {next.meeting_name} R{next.race_number}
      </Link>
      , {when}
    </p>
  );
}

function NoteEditor({ entry }: { entry: BlackbookEntry }) {
  const id = useId();
  const [note, setNote] = useState(entry.note);
  const save = useSaveNote();
  const changed = note.trim() !== entry.note;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ entryId: entry.entry_id, note });
      }}
    >
      <label htmlFor={id}>Note on {entry.name}</label>
      <Note id={id} value={note} maxLength={MAX_NOTE_LENGTH} onChange={(e) => setNote(e.target.value)} />
      <Actions>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!changed}>
          Save note
        </Button>
        <span role="status">{save.isError ? save.error.message : save.isSuccess && !changed ? 'Note saved' : ''}</span>
      </Actions>
    </form>
  );
}

/** One saved runner or team: what it is, its next start, the punter's note and a Remove button. */
export function EntryCard({ entry }: { entry: BlackbookEntry }) {
  const remove = useRemoveEntry();
  return (
    <Card aria-label={entry.name}>
      <h2>{entry.name}</h2>
      <Kind>{kindText(entry)}</Kind>
      <NextStart entry={entry} />
      <NoteEditor entry={entry} />
      <Actions>
        <Button
          variant="ghost"
          aria-label={`Remove ${entry.name} from Blackbook`}
          loading={remove.isPending}
          onClick={() => remove.mutate(entry.entry_id)}
        >
          Remove
        </Button>
        {remove.isError && <span role="alert">{remove.error.message}</span>}
      </Actions>
    </Card>
  );
}
