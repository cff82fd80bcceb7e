// Money is Cents (issue 38 item 2): the lint rule in eslint.config.mjs refuses a money name typed as a bare number in
// product code, and leaves money typed Cents, other numbers and test code alone.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });
const RULE = 'no-restricted-syntax';

async function moneyFaults(code, filePath = 'api/src/modules/probe/probe.ts') {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

describe('money typed as a bare number fails the lint', () => {
  it.each([
    'export type Bet = { stakeCents: number };',
    'export type Offer = { offer_cents: number | null };',
    'export interface Purse { cents?: number }',
    'export class Wallet { balanceCents: number = 0 }',
    'export const pay = (amountCents: number) => amountCents;',
    'export function total() { const totalCents: number = 1; return totalCents; }',
    'export function legCents(): number { return 1; }',
    'export const onChoose = (choose: (cents: number) => void) => choose;',
  ])('%s', async (code) => {
    const faults = await moneyFaults(code);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatch(/Money is Cents/);
  });

  it.each(['mfe-betslip/src/components/probe.tsx', 'shared/src/betslip/probe.ts', 'contract/src/wagering/probe.ts'])(
    'in every product package: %s',
    async (filePath) =>
      expect(await moneyFaults('export type Bet = { stakeCents: number };', filePath)).toHaveLength(1),
  );

  it('passes money typed Cents, numbers that are not money, and test code', async () => {
    const typed = `import type { Cents } from '@wagering/contract/money';
      export type Bet = { stakeCents: Cents; offer_cents: Cents | null; legs: number; centsPerDollar: number };
      export const pay = (amountCents: Cents, count: number) => amountCents * count;`;
    expect(await moneyFaults(typed)).toEqual([]);
    const fixture = 'export const deposit = (cents: number) => cents;';
    expect(await moneyFaults(fixture, 'api/src/modules/probe/probe.int.test.ts')).toEqual([]);
  });
});
