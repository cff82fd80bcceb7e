import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { betslipStore } from '@wagering/shared/betslip';

/** A page on React 18 that reads the shell's betslip store (a shared singleton) and keeps a timer and a listener. */
function LegacyPage({ navigate }) {
  const [legs, setLegs] = useState(betslipStore.getState().legs.length);
  const [ticks, setTicks] = useState(0);
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => betslipStore.subscribe((s) => setLegs(s.legs.length)), []);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), 250);
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return (
    <section data-remote="legacy" data-react-version={React.version}>
      <h1>Legacy page on React {React.version}</h1>
      <p>Betslip selections: {legs}</p>
      <p data-testid="legacy-ticks" data-ticks={ticks}>
        Window width {width}
      </p>
      <button type="button" onClick={() => navigate('/about-us')}>
        Go to About us
      </button>
    </section>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: LegacyPage,
});

export const { bootstrap, unmount, update } = lifecycles;
export const mount =
  process.env.THROWS_AT_MOUNT === '1'
    ? () => Promise.reject(new Error('this release throws at mount'))
    : lifecycles.mount;
