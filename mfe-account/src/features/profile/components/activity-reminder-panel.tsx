import { useState } from 'react';
import { showServerErrors } from '@wagering/shared/api';
import { Button, QueryView, Select } from '@wagering/shared/ui';
import { ACTIVITY_REMINDER_MINUTES } from '@wagering/shared/wagering';
import { FormBanner } from '../../../components/form-banner';
import { FormStack } from '../../../components/form-layout';
import { useActivityReminder, useSetActivityReminder } from '../api/activity-reminder';

type Every = 0 | (typeof ACTIVITY_REMINDER_MINUTES)[number];

const OPTIONS = [
  { value: '0', label: 'Off' },
  ...ACTIVITY_REMINDER_MINUTES.map((m) => ({ value: String(m), label: `Every ${m} minutes` })),
];

function ReminderForm({ saved }: { saved: Every }) {
  const set = useSetActivityReminder();
  const [every, setEvery] = useState<Every>(saved);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  return (
    <FormStack
      aria-label="Activity reminder"
      onSubmit={async (e) => {
        e.preventDefault();
        setOutcome(undefined);
        try {
          const { message } = await set.mutateAsync({ every_minutes: every });
          setOutcome({ tone: 'success', text: message });
        } catch (error) {
          setOutcome({ tone: 'error', text: showServerErrors(error, () => undefined, []) || 'Not saved. Try again.' });
        }
      }}
    >
      <h2>Activity reminder</h2>
      <p>
        While you are logged in, we can remind you how long you have been here and what you have won or lost since you
        logged in.
      </p>
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <Select
        label="Remind me"
        options={OPTIONS}
        value={String(every)}
        onChange={(e) => setEvery(Number(e.target.value) as Every)}
      />
      <Button type="submit" variant="secondary" loading={set.isPending}>
        Save reminder
      </Button>
    </FormStack>
  );
}

/** The activity reminder setting: off, or every 30, 60 or 120 minutes of a session. */
export function ActivityReminderPanel() {
  const reminder = useActivityReminder();
  return (
    <QueryView query={reminder} label="your activity reminder" lines={2}>
      {(r) => <ReminderForm saved={r.every_minutes} />}
    </QueryView>
  );
}
