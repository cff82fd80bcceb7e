import { useState } from 'react';
import styled from '@emotion/styled';
import { formatDate } from '@wagering/shared/format';
import { Modal } from '@wagering/shared/ui';
import { useRaceForm } from '../api/get-race-form';
import type { Race, Runner } from '../types';
import { LoadError, LoadingRows } from './states';
import { BlackbookToggle } from './blackbook-toggle';

/** A button that reads as a link: the form guide's openers (a runner's form, its last starts, the speed map). */
export const TextButton = styled.button(({ theme }) => ({
  border: 0,
  background: 'none',
  padding: `${theme.space(1)} 0`,
  minHeight: 24,
  color: theme.colors.text,
  textDecoration: 'underline',
  font: 'inherit',
  fontSize: theme.font.size.sm,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Follow = styled.p(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }));

const Starts = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space(1)} ${theme.space(2)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  th: { color: theme.colors.textMuted, fontWeight: 600 },
}));

/** The form guide of one runner (SPEC: GET /racing/race-form), opened from the runner: its career and recent starts. */
export function FormGuide({ race, runner }: { race: Race; runner: Runner }) {
  const [open, setOpen] = useState(false);
  const form = useRaceForm(race.meeting_id, race.event_id, open);
  const name = `${runner.saddle_number}. ${runner.runner_name}`;
  const mine = form.data?.runners?.find((r) => r.saddle_number === runner.saddle_number);
  return (
    <>
      <TextButton
        type="button"
        aria-haspopup="dialog"
        aria-label={`Form guide for ${name}`}
        onClick={() => setOpen(true)}
      >
        Form guide
      </TextButton>
      <Modal open={open} onClose={() => setOpen(false)} title={`Form guide: ${name}`}>
        <Follow>
          <BlackbookToggle runner={runner} raceType={race.race_type} />
          <span aria-hidden="true">Blackbook</span>
        </Follow>
        {form.isPending ? (
          <LoadingRows label="Loading form" rows={4} />
        ) : form.isError || !mine ? (
          <LoadError onRetry={() => void form.refetch()} message="We couldn't load this runner's form." />
        ) : (
          <>
            <p>
              Career (starts: wins-seconds-thirds) <strong>{mine.career}</strong>
              {mine.last_four_starts && <> · Last four starts {mine.last_four_starts}</>}
            </p>
            <Starts aria-label={`Recent starts of ${name}`}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Track</th>
                  <th scope="col">Distance</th>
                  <th scope="col">Finish</th>
                </tr>
              </thead>
              <tbody>
                {(mine.form ?? []).map((start) => (
                  <tr key={`${start.date}-${start.track}`}>
                    <td>{formatDate(start.date, 'shortDate')}</td>
                    <td>{start.track}</td>
                    <td>{start.distance}m</td>
                    <td>
                      {start.position}
                      {start.field ? ` of ${start.field}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Starts>
          </>
        )}
      </Modal>
    </>
  );
}
