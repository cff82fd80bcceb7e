import { describe, expect, it } from 'vitest';
import { chunkName, overBudget, recordBudget } from './js-budget.mjs';

const budget = {
  targetKb: { Home: 170, '*': 200 },
  routes: {
    Home: {
      ceilingKb: 236,
      totalKb: 235.2,
      chunks: { 'shell/main.js': 100 * 1024, 'racing/remoteEntry.js': 135.2 * 1024 },
    },
  },
};

describe('the per-route JavaScript budget', () => {
  it('names a script by its owner and file, without its content hash', () => {
    expect(chunkName('/main.3a26ddd0.js')).toBe('shell/main.js');
    expect(chunkName('/127.7560a271.js')).toBe('shell/127.js');
    expect(chunkName('/remotes/mfe-racing/1.0.0-ab12cd34/__federation_expose_app.0a1b2c3d.js')).toBe(
      'racing/__federation_expose_app.js',
    );
    expect(chunkName('/remotes/mfe-racing/1.0.0-ab12cd34/remoteEntry.js')).toBe('racing/remoteEntry.js');
  });

  it('passes a route at or under its ceiling', () => {
    expect(overBudget(budget, { Home: budget.routes.Home.chunks })).toEqual([]);
  });

  it('fails a route that grew past its ceiling, naming the route and the chunks that grew or are new', () => {
    const grown = { 'shell/main.js': 101.5 * 1024, 'racing/remoteEntry.js': 135.2 * 1024, 'shell/9.js': 500 };
    const [failure, ...rest] = overBudget(budget, { Home: grown });
    expect(rest).toEqual([]);
    expect(failure).toContain('Home: 237.2 KB gz before interactive, over its ceiling of 236 KB (target 170 KB)');
    expect(failure).toContain('grew: shell/main.js (+1.5 KB), shell/9.js (new, 0.5 KB)');
  });

  it('fails a route that loads more scripts than its ceiling, naming the new ones, whatever their size', () => {
    const held = { Home: { ...budget.routes.Home, ceilingScripts: 2 } };
    const split = { 'shell/main.js': 99 * 1024, 'racing/remoteEntry.js': 135 * 1024, 'shell/7.js': 300 };
    expect(overBudget({ ...budget, routes: held }, { Home: split })).toEqual([
      'Home: 3 scripts before interactive, over its ceiling of 2; new: shell/7.js',
    ]);
    expect(overBudget({ ...budget, routes: held }, { Home: budget.routes.Home.chunks })).toEqual([]);
  });

  it('holds a route with no recorded ceiling to its target', () => {
    const [failure] = overBudget(budget, { '/racing': { 'shell/main.js': 201 * 1024 } });
    expect(failure).toContain('/racing: 201 KB gz before interactive, over its ceiling of 200 KB (target 200 KB)');
  });

  it('records a ceiling at the figure rounded up, and never raises one', () => {
    const smaller = recordBudget(budget, { Home: { 'shell/main.js': 150.2 * 1024 } });
    expect(smaller.routes.Home.ceilingKb).toBe(151);
    const larger = recordBudget(budget, { Home: { 'shell/main.js': 300 * 1024 } });
    expect(larger.routes.Home.ceilingKb).toBe(236);
  });

  it('records the number of scripts as a ceiling, and never raises it', () => {
    const fewer = recordBudget(budget, { Home: { 'shell/main.js': 1024 } });
    expect(fewer.routes.Home.ceilingScripts).toBe(1);
    const more = recordBudget(fewer, { Home: { 'shell/main.js': 1024, 'shell/1.js': 1024 } });
    expect(more.routes.Home.ceilingScripts).toBe(1);
  });
});
