import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { formatDate } from '@wagering/shared/format';
import { usePage } from '@wagering/shared/runtime';
import { DatePicker } from '@wagering/shared/ui';
import { useResultCard } from '../features/races/api/get-result-card';
import { racePath } from '../features/races/components/next-to-jump-list';
import { RaceResults } from '../features/races/components/race-results';
import { RaceStatusBadge } from '../features/races/components/race-status-badge';
import { RaceTypeTitle } from '../features/races/components/race-type-title';
import { LoadError, LoadingRows, NoRaces } from '../features/races/components/states';
import { showsResults, sortMeetings } from '../features/races/lib/race-rules';
import { Page, Section } from './layout';
import { RacingNav } from './racing-nav';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-31 is not one). */
const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const Notice = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(3),
  borderLeft: `4px solid ${theme.colors.error}`,
  background: theme.colors.surface,
  color: theme.colors.text,
}));

/** Yesterday in the site's time zone (UTC), as YYYY-MM-DD: the results page's default date. */
const yesterday = (now = Date.now()) => new Date(now - 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

const RaceRow = styled.article(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  h3: {
    margin: 0,
    fontSize: theme.font.size.md,
    display: 'flex',
    gap: theme.space(2),
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  a: { color: theme.colors.text },
}));

/** A meeting's results fold away (a day has hundreds of races); the first is open. */
function Meeting({ open, children }: { open: boolean; children: [ReactNode, ReactNode] }) {
  const [expanded, setExpanded] = useState(open);
  return (
    <Fold open={expanded} onToggle={(e) => setExpanded(e.currentTarget.open)}>
      {children[0]}
      {expanded && children[1]}
    </Fold>
  );
}

const Fold = styled.details(({ theme }) => ({
  summary: {
    cursor: 'pointer',
    h2: { display: 'inline', margin: 0, fontSize: theme.font.size.md },
    padding: theme.space(3),
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontWeight: 700,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
  '& > section': { marginTop: theme.space(2) },
}));

/** /racing/results/{date}: a day's results by meeting, yesterday by default, with a date picker. */
export function ResultsPage() {
  const params = useParams();
  // A date in the address that is not a day (typed by hand, an old link) says so, and shows yesterday instead of
  // an empty page; the API answers such a date with 400.
  const badDate = params.date !== undefined && !isCalendarDate(params.date);
  const date = params.date && !badDate ? params.date : yesterday();
  const navigate = useNavigate();
  usePage(`Results ${formatDate(date, 'longDate')}`, [{ label: 'Racing', to: '/racing' }, { label: 'Results' }]);
  const query = useResultCard(date);
  return (
    <Page>
      <RaceTypeTitle type="A" title="Results" />
      <RacingNav />
      <DatePicker
        label="Results for"
        value={date}
        onChange={(value) => ISO_DATE.test(value) && navigate(`/racing/results/${value}`)}
        isDateDisabled={(value) => value > today()}
      />
      {badDate && (
        <Notice role="alert">
          “{params.date}” is not a date we have results for. Here are yesterday’s results: pick another day with the
          date picker.
        </Notice>
      )}
      {query.isPending ? (
        <LoadingRows label="Loading results" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} message="We couldn't load the results." />
      ) : query.data.length === 0 ? (
        <NoRaces />
      ) : (
        sortMeetings(query.data).map((meeting, index) => (
          <Meeting key={meeting.meeting_id} open={index === 0}>
            <summary>
              <h2>
                {meeting.meeting_name} ({meeting.state_country_code})
              </h2>
            </summary>
            <Section aria-label={`${meeting.meeting_name} results`}>
              {meeting.races.map((race) => (
                <RaceRow key={race.event_id}>
                  <h3>
                    <Link to={racePath(race)}>
                      R{race.race_number} {race.race_name}
                    </Link>
                    <RaceStatusBadge race={race} />
                  </h3>
                  {showsResults(race) && <RaceResults race={race} />}
                </RaceRow>
              ))}
            </Section>
          </Meeting>
        ))
      )}
    </Page>
  );
}
