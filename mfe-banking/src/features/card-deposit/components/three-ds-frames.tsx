import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { bankingFrameHeight } from '@wagering/shared/constants';

/** EMVCo's limit for the 3-D Secure method step: carry on without its answer after 10 seconds. */
const METHOD_TIMEOUT_MS = 10_000;

const Hidden = styled.div({ display: 'none' });

/**
 * Step 3: injects the returned markup and auto-submits its method form into a hidden frame; `onDone` runs once the
 * bank's method page has loaded (or the method step timed out).
 */
export function MethodStep({ html, onDone }: { html: string; onDone: () => void }) {
  const name = `threeds-method-${useId().replace(/:/g, '')}`;
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const form = holder.current?.querySelector('form');
    const iframe = frame.current;
    if (!form || !iframe) return void done.current();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current();
    };
    iframe.addEventListener('load', finish);
    const timer = setTimeout(finish, METHOD_TIMEOUT_MS);
    form.target = name;
    form.submit();
    return () => {
      finished = true;
      iframe.removeEventListener('load', finish);
      clearTimeout(timer);
    };
  }, [html, name]);

  return (
    <Hidden aria-hidden="true">
      {/* The API's own method form (a form with hidden inputs); markup, not script. */}
      <div ref={holder} dangerouslySetInnerHTML={{ __html: html }} />
      <iframe ref={frame} name={name} title="Card check" tabIndex={-1} />
    </Hidden>
  );
}

/** SPEC 9: the banking frame is 450px high, 400px under 768px wide, 300px under 480px wide. */
function useBankingFrameHeight() {
  const [height, setHeight] = useState(() =>
    bankingFrameHeight(typeof window === 'undefined' ? 1024 : window.innerWidth),
  );
  useEffect(() => {
    const onResize = () => setHeight(bankingFrameHeight(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

const Frame = styled.iframe(({ theme }) => ({
  width: '100%',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
}));

/**
 * Steps 1 and 2: posts a hidden form with the redirect fields into the banking frame, where the punter answers their
 * bank's challenge. `onFrameLoad` runs each time the frame loads a page after that (the bank's answer page among them).
 */
export function ChallengeFrame({
  url,
  fields,
  onFrameLoad,
}: {
  url: string;
  fields: Record<string, string>;
  onFrameLoad: () => void;
}) {
  const name = `threeds-challenge-${useId().replace(/:/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const loaded = useRef(onFrameLoad);
  loaded.current = onFrameLoad;
  const height = useBankingFrameHeight();

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !form.current) return;
    const onLoad = () => loaded.current();
    iframe.addEventListener('load', onLoad);
    form.current.submit();
    return () => iframe.removeEventListener('load', onLoad);
  }, [url]);

  return (
    <>
      <form ref={form} method="post" action={url} target={name} hidden>
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
      </form>
      <Frame ref={frame} name={name} title="Your bank's security check" style={{ height }} />
    </>
  );
}
