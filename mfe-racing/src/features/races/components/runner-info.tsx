import { useState } from 'react';
import styled from '@emotion/styled';
import { useGlobalConfig } from '@wagering/shared/theme';
import type { RaceTypeLetter, Runner } from '../types';
import { GreyhoundRug } from './greyhound-rug';

const Wrap = styled.div({ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 });

const Saddle = styled.span(({ theme }) => ({
  flex: '0 0 auto',
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radius.sm,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  fontWeight: 700,
}));

const Silk = styled.img({ width: 32, height: 32, objectFit: 'contain', flex: '0 0 auto' });

// A long name or trainer breaks rather than widen the runner column past a 360 px phone.
const Text = styled.div(({ theme }) => ({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: theme.font.size.sm,
  color: theme.colors.text,
}));

const Name = styled.div<{ scratched: boolean }>(({ theme, scratched }) => ({
  fontWeight: 700,
  fontSize: theme.font.size.md,
  textDecoration: scratched ? 'line-through' : 'none',
  color: scratched ? theme.colors.textMuted : theme.colors.text,
}));

const Meta = styled.div(({ theme }) => ({
  color: theme.colors.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space(3),
}));

/**
 * A runner's saddle number and silks (greyhounds: the rug image from the configured silk path, falling back to the
 * rug drawn in its box colours), name (struck when scratched), jockey/driver/trainer, weight and last four starts.
 */
export function RunnerInfo({ runner, raceType }: { runner: Runner; raceType: RaceTypeLetter }) {
  const silkPath = useGlobalConfig()?.greyhoundSilkPath;
  const [silkFailed, setSilkFailed] = useState(false);
  const scratched = runner.is_eliminated;
  const greyhound = raceType === 'G';
  return (
    <Wrap>
      {greyhound && silkPath && !silkFailed ? (
        <Silk
          ref={(img) => {
            // A server-drawn image that failed before the page hydrated fired its error with no one listening: a
            // finished image with no width is a broken one (the deploy had no rug images: every server card broke).
            if (img?.complete && img.naturalWidth === 0) setSilkFailed(true);
          }}
          src={`${silkPath}/${runner.saddle_number}.png`}
          alt={`Rug ${runner.saddle_number}`}
          onError={() => setSilkFailed(true)}
        />
      ) : greyhound ? (
        <GreyhoundRug box={runner.saddle_number} />
      ) : (
        <Saddle aria-hidden="true">{runner.saddle_number}</Saddle>
      )}
      <Text>
        <Name scratched={scratched}>
          {runner.saddle_number}. {runner.runner_name}
          {raceType !== 'G' && runner.barrier ? ` (${runner.barrier})` : ''}
          {scratched && <span> – Scratched</span>}
        </Name>
        <Meta>
          {runner.jockey_driver_trainer && (
            <span>
              {raceType === 'H' ? 'D' : raceType === 'G' ? 'T' : 'J'}: {runner.jockey_driver_trainer}
            </span>
          )}
          {runner.trainer && raceType !== 'G' && <span>T: {runner.trainer}</span>}
          {raceType === 'T' && runner.weight > 0 && <span>{runner.weight}kg</span>}
          {runner.last_four_starts && <span>Form: {runner.last_four_starts}</span>}
        </Meta>
      </Text>
    </Wrap>
  );
}
