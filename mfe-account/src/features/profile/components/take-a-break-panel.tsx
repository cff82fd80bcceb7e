import { useState } from 'react';
import styled from '@emotion/styled';
import { showServerErrors } from '@wagering/shared/api';
import { bus } from '@wagering/shared/bus';
import { useFormatDate } from '@wagering/shared/theme';
import { Button, Modal, QueryView } from '@wagering/shared/ui';
import { BREAK_PERIOD_KEYS, BREAK_PERIODS, type BreakPeriod } from '@wagering/shared/wagering';
import { FormBanner } from '../../../components/form-banner';
import { Actions, FormStack } from '../../../components/form-layout';
import { useBreak, useTakeBreak } from '../api/take-a-break';
import { ActivityReminderPanel } from './activity-reminder-panel';

const Choices = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  legend: { fontWeight: 600, marginBottom: theme.space(2) },
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 44,
    padding: `0 ${theme.space(3)}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
  },
}));

/** The last word before the break starts: when it ends, and that it cannot be undone. */
function ConfirmBreak({
  period,
  onConfirm,
  onClose,
}: {
  period: BreakPeriod | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const formatDate = useFormatDate();
  return (
    <Modal open={period !== null} onClose={onClose} title="Confirm your break">
      {period && (
        <>
          <p>
            Your break of {BREAK_PERIODS[period].label} starts now and ends{' '}
            {formatDate(Date.now() + BREAK_PERIODS[period].ms, 'fullDateTime')}. Until then you cannot log in, deposit
            or place bets. It cannot be undone or shortened. You can still withdraw your balance.
          </p>
          <Actions>
            <Button type="button" onClick={onConfirm}>
              Yes, start my break
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              Go back
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}

/**
 * Take a break (issue 39 item 3): 24 hours, 7 days or 30 days from now, confirmed first because it cannot be undone.
 * The punter stays logged in here to read when it ends and to withdraw; logins, deposits and bets are refused until
 * then.
 */
function BreakForm() {
  const take = useTakeBreak();
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [confirming, setConfirming] = useState<BreakPeriod | null>(null);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    const chosen = confirming!;
    setConfirming(null);
    setError(undefined);
    try {
      const { message } = await take.mutateAsync({ period: chosen });
      bus.emit('toast', { kind: 'info', message });
    } catch (e) {
      setError(showServerErrors(e, () => undefined, []) || 'Your break could not be started. Please try again.');
    }
  };
  return (
    <FormStack
      aria-label="Take a break"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirming(period);
      }}
    >
      {error && <FormBanner tone="error">{error}</FormBanner>}
      <Choices>
        <legend>Break for</legend>
        {BREAK_PERIOD_KEYS.map((key) => (
          <label key={key}>
            <input
              type="radio"
              name="break-period"
              value={key}
              checked={period === key}
              onChange={() => setPeriod(key)}
            />
            {BREAK_PERIODS[key].label}
          </label>
        ))}
      </Choices>
      <Button type="submit" loading={take.isPending}>
        Take a break
      </Button>
      <ConfirmBreak period={confirming} onConfirm={confirm} onClose={() => setConfirming(null)} />
    </FormStack>
  );
}

/** The Take a Break tab: the break in force (or the choice of one), then the activity reminder. */
export function TakeABreakPanel() {
  const status = useBreak();
  return (
    <FormStack as="div">
      <p>
        Need time away? Take a break of 24 hours, 7 days or 30 days. It starts at once and ends on its own: until then
        you cannot log in, deposit or place bets, but you can still withdraw.
      </p>
      <QueryView query={status} label="your break" lines={2}>
        {(s) => (
          <>
            {s.on_break && s.message && <FormBanner tone="success">{s.message}</FormBanner>}
            <BreakForm />
          </>
        )}
      </QueryView>
      <ActivityReminderPanel />
    </FormStack>
  );
}
