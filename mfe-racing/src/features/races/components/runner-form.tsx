import { useId, useState } from 'react';
import styled from '@emotion/styled';
import { useRaceFormGuide, type RunnerFormGuide } from '../api/get-race-form-guide';
import type { Race, Runner } from '../types';
import { LoadError, LoadingRows } from './states';
import { TextButton } from './form-guide';

/** The scratched runners' saddle numbers: the form guide is asked again when one more is scratched. */
const scratchedOf = (race: Race) =>
  (race.runners ?? [])
    .filter((r) => r.is_eliminated)
    .map((r) => r.saddle_number)
    .join(',');

/** The race's form guide once `enabled` (a runner's form or the speed map is open). */
export const useFormGuideOf = (race: Race, enabled: boolean) =>
  useRaceFormGuide(race.event_id, scratchedOf(race), enabled);

/** Whether a runner's form panel is open, and the panel's id for its toggle. */
export interface FormDisclosure {
  open: boolean;
  panelId: string;
  toggle: () => void;
}

export function useFormDisclosure(): FormDisclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return { open, panelId, toggle: () => setOpen((was) => !was) };
}

const Toggle = styled(TextButton)(({ theme }) => ({ marginRight: theme.space(3) }));

const nameOf = (runner: Pick<Runner, 'saddle_number' | 'runner_name'>) =>
  `${runner.saddle_number}. ${runner.runner_name}`;

/** "Last 5 starts": opens the runner's form under its row (collapsed at first, so the prices stay on the screen). */
export function RunnerFormToggle({ runner, disclosure }: { runner: Runner; disclosure: FormDisclosure }) {
  return (
    <Toggle
      type="button"
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      aria-label={`Last 5 starts for ${nameOf(runner)}`}
      onClick={disclosure.toggle}
    >
      Last 5 starts
    </Toggle>
  );
}

const Starts = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space(0.5)} ${theme.space(2)} ${theme.space(0.5)} 0`,
    borderBottom: 0,
    whiteSpace: 'nowrap',
  },
  th: { color: theme.colors.textMuted, fontWeight: 600, fontSize: theme.font.size.xs },
  // On a phone the track may wrap rather than widen the card past 360 px.
  'td:nth-of-type(2)': { whiteSpace: 'normal' },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: `${theme.space(2)} 0 0`,
  fontSize: theme.font.size.sm,
  div: { display: 'flex', gap: theme.space(1) },
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: 600 },
}));

/** 70.52 → "1:10.52"; under a minute, "34.71s". */
export function raceTime(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(2)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(2).padStart(5, '0')}`;
}

/** The runner's last five starts (as the big apps write them: 1/8 Flemington 1200m 0.0L 14d), settling and sectionals. */
function RunnerFormBody({ form }: { form: RunnerFormGuide }) {
  const sectionals = form.last_start_sectionals;
  if (!form.last_five.length) return <p>No past starts on record for this runner.</p>;
  return (
    <>
      <Starts aria-label={`Last 5 starts, ${nameOf(form)}`}>
        <thead>
          <tr>
            <th scope="col">Finish</th>
            <th scope="col">Track</th>
            <th scope="col">Distance</th>
            <th scope="col">Margin</th>
            <th scope="col">Days since</th>
          </tr>
        </thead>
        <tbody>
          {form.last_five.map((start) => (
            <tr key={start.date}>
              <td>
                {start.place}/{start.field_size}
              </td>
              <td>{start.track}</td>
              <td>{start.distance}m</td>
              <td>{start.margin.toFixed(1)}L</td>
              <td>{start.days_since}d</td>
            </tr>
          ))}
        </tbody>
      </Starts>
      <Facts aria-label={`Settling and last start's sectionals, ${nameOf(form)}`}>
        {form.settling && (
          <div>
            <dt>Expected to settle</dt>
            <dd>{form.settling}</dd>
          </div>
        )}
        {sectionals && (
          <div>
            <dt>Last start</dt>
            <dd>
              {sectionals.distance}m in {raceTime(sectionals.time)}
            </dd>
          </div>
        )}
        {sectionals?.splits.map((split) => (
          <div key={split.label}>
            <dt>{split.label}</dt>
            <dd>{raceTime(split.seconds)}</dd>
          </div>
        ))}
      </Facts>
    </>
  );
}

/** The panel under a runner's row: empty until opened (so a closed card asks for nothing and draws little). */
export function RunnerFormPanel({
  race,
  runner,
  disclosure,
}: {
  race: Race;
  runner: Runner;
  disclosure: FormDisclosure;
}) {
  return (
    <div id={disclosure.panelId} role="group" aria-label={`Form, ${nameOf(runner)}`} hidden={!disclosure.open}>
      {disclosure.open && <OpenRunnerForm race={race} runner={runner} />}
    </div>
  );
}

/** An open panel: loading, error and "no starts" states, then the runner's form. */
function OpenRunnerForm({ race, runner }: { race: Race; runner: Runner }) {
  const guide = useFormGuideOf(race, true);
  const mine = guide.data?.runners.find((r) => r.saddle_number === runner.saddle_number);
  if (guide.isPending) return <LoadingRows label="Loading form" rows={3} />;
  if (guide.isError || !mine)
    return <LoadError onRetry={() => void guide.refetch()} message="We couldn't load this runner's form." />;
  return <RunnerFormBody form={mine} />;
}
