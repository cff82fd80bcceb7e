import { useId, useState } from 'react';
import styled from '@emotion/styled';
import type { Race } from '../types';
import { LoadError, LoadingRows } from './states';
import { useFormGuideOf } from './runner-form';

const Toggle = styled.button(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: 'none',
  padding: `${theme.space(1)} ${theme.space(3)}`,
  minHeight: 32,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

// Phone first: one line per position, the leader first; from a tablet up, the four positions side by side.
const Strip = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(2)} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.font.size.sm,
  [theme.mq.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space(2),
    padding: theme.space(2),
    background: theme.colors.surfaceAlt,
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
  },
  strong: { minWidth: 72 },
}));

const Box = styled.div(({ theme }) => ({ margin: `${theme.space(2)} 0` }));

/** The speed map: where each runner still in is expected to settle, opened from a button (collapsed at first). */
export function SpeedMap({ race }: { race: Race }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const guide = useFormGuideOf(race, open);
  const names = new Map((race.runners ?? []).map((r) => [r.saddle_number, r.runner_name]));
  return (
    <Box>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        Speed map
      </Toggle>
      <div id={panelId} hidden={!open}>
        {!open ? null : guide.isPending ? (
          <LoadingRows label="Loading speed map" rows={2} />
        ) : guide.isError ? (
          <LoadError onRetry={() => void guide.refetch()} message="We couldn't load the speed map." />
        ) : (
          <Strip aria-label={`Speed map, ${race.event_name}`}>
            {guide.data.speed_map.map((group) => (
              <li key={group.settling}>
                <strong>{group.settling}</strong>
                <span>
                  {group.saddle_numbers.length
                    ? group.saddle_numbers.map((n) => `${n}. ${names.get(n) ?? ''}`).join(', ')
                    : 'None expected'}
                </span>
              </li>
            ))}
          </Strip>
        )}
      </div>
    </Box>
  );
}
