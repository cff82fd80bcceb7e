import { useEffect, useRef } from 'react';
import { Button } from '@wagering/shared/ui';
import { FormMessage, Muted, Panel, PanelTitle } from '../../../components/form-layout';
import type { useThreeDsDeposit } from '../hooks/use-three-ds-deposit';
import { ChallengeFrame, MethodStep } from './three-ds-frames';

type Flow = ReturnType<typeof useThreeDsDeposit>;

/** Where a card payment is: the bank's checks (method step, challenge in the banking frame), then the outcome. */
export function ThreeDsProgress({ flow }: { flow: Flow }) {
  const { state, methodDone, checkStatus, reset } = flow;
  const challengeTitle = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen reader users land on the bank's check as it appears.
  useEffect(() => {
    if (state.phase === 'challenge') challengeTitle.current?.focus();
  }, [state.phase]);
  return (
    <>
      {state.phase === 'method' && state.methodHtml && (
        <>
          <Muted role="status">Checking your card with your bank…</Muted>
          <MethodStep html={state.methodHtml} onDone={() => void methodDone()} />
        </>
      )}
      {state.phase === 'challenge' && state.redirect && (
        <Panel aria-labelledby="three-ds-title">
          <PanelTitle id="three-ds-title" ref={challengeTitle} tabIndex={-1}>
            Confirm the payment with your bank
          </PanelTitle>
          <Muted>Your bank needs you to approve this deposit. Follow the steps below.</Muted>
          <ChallengeFrame
            url={state.redirect.url}
            fields={state.redirect.fields}
            onFrameLoad={() => void checkStatus()}
          />
          <div>
            <Button variant="secondary" onClick={reset}>
              Cancel payment
            </Button>
          </div>
        </Panel>
      )}
      {state.phase === 'completing' && <Muted role="status">Completing your deposit…</Muted>}
      {state.result && <FormMessage tone="success">{state.result.message}</FormMessage>}
      {state.error && <FormMessage tone="error">{state.error}</FormMessage>}
    </>
  );
}
