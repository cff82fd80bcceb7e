import styled from '@emotion/styled';

/** SPEC 2 "Other widgets": the three steps of a race result. */
const RESULT_STEPS = ['Closed', 'Interim', 'Final'] as const;

interface StepIndicatorProps {
  steps?: readonly string[];
  /** The step reached; steps before it are done. -1 when none is reached yet. */
  current: number;
  label?: string;
}

const List = styled.ol(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: theme.font.size.sm,
}));

const Step = styled.li<{ state: 'done' | 'current' | 'todo' }>(({ theme, state }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  color: state === 'todo' ? theme.colors.textMuted : theme.colors.text,
  fontWeight: state === 'current' ? 700 : 500,
  '&::before': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: `2px solid ${state === 'todo' ? theme.colors.border : theme.colors.primary}`,
    background: state === 'todo' ? 'transparent' : theme.colors.primary,
  },
}));

/** A three-step indicator (Closed, Interim, Final by default). */
export function StepIndicator({ steps = RESULT_STEPS, current, label = 'Result status' }: StepIndicatorProps) {
  return (
    <List aria-label={label}>
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <Step key={step} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {step}
          </Step>
        );
      })}
    </List>
  );
}
