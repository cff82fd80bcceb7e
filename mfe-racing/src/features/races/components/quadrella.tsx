import { useState } from 'react';
import styled from '@emotion/styled';
import { exoticCombinations } from '@wagering/shared/betslip';
import { Button } from '@wagering/shared/ui';
import { useRaceQuadrella } from '../api/get-race-quadrella';
import { useAddToSlip } from '../hooks/use-add-to-slip';
import { quadrellaLeg } from '../lib/legs';
import { isRaceOpen } from '../lib/race-rules';
import { LoadError, LoadingRows } from './states';
import { RunnerInfo } from './runner-info';
import { Table, TableScroll } from './win-place-table';

const Legs = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  [theme.mq.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' },
}));

const Heading = styled.h3(({ theme }) => ({ margin: `${theme.space(2)} 0`, color: theme.colors.text }));

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(3),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${theme.space(2)} 0`,
  color: theme.colors.text,
}));

/** A quadrella across the meeting's last four races: runners picked per race, scratched runners listed last. */
export function QuadrellaPicker({ meetingId }: { meetingId: number }) {
  const query = useRaceQuadrella(meetingId);
  const [picks, setPicks] = useState<number[][]>([[], [], [], []]);
  const add = useAddToSlip();
  if (query.isPending) return <LoadingRows label="Loading the quadrella" />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { legs } = query.data;
  const open = legs.every(isRaceOpen);
  const combinations = exoticCombinations('Quadrella', picks);
  const toggle = (leg: number, saddle: number) =>
    setPicks((current) =>
      current.map((g, i) => (i !== leg ? g : g.includes(saddle) ? g.filter((s) => s !== saddle) : [...g, saddle])),
    );

  return (
    <div>
      <Bar>
        <span aria-live="polite">
          {combinations} {combinations === 1 ? 'combination' : 'combinations'}
        </span>
        <Button
          disabled={!open || combinations === 0}
          onClick={() => {
            add(quadrellaLeg(legs, picks), false);
            setPicks([[], [], [], []]);
          }}
        >
          Add Quadrella to betslip
        </Button>
      </Bar>
      <Legs>
        {legs.map((race, i) => (
          <section key={race.event_id} aria-label={`Quadrella leg ${i + 1}`}>
            <Heading>
              Leg {i + 1}: Race {race.race_number} {race.race_name}
            </Heading>
            <TableScroll>
              <Table>
                <tbody>
                  {(race.runners ?? []).map((runner) => (
                    <tr key={runner.saddle_number}>
                      <td>
                        <RunnerInfo runner={runner} raceType={race.race_type} />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          style={{ width: 22, height: 22 }}
                          disabled={runner.is_eliminated || !isRaceOpen(race)}
                          aria-label={`Leg ${i + 1}: ${runner.saddle_number}. ${runner.runner_name}`}
                          checked={picks[i].includes(runner.saddle_number)}
                          onChange={() => toggle(i, runner.saddle_number)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </section>
        ))}
      </Legs>
    </div>
  );
}
