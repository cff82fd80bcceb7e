import { describe, expect, it } from 'vitest';
import { race, runner } from '../../../test/races';
import { mobileOddsTabs, oddsColumns } from './odds-columns';

describe('odds columns', () => {
  it('desktop shows every win/place product as a column; a heading used twice falls back to the full name', () => {
    expect(oddsColumns(race()).map((c) => [c.code, c.heading])).toEqual([
      ['FWIN', 'Fixed Win'],
      ['FPLC', 'Fixed Place'],
      ['TF', 'TF'],
      ['VICWin', 'VIC Win'],
      ['VICPlc', 'VIC Plc'],
      ['WTX', 'Tote Win'],
      ['PTX', 'Tote Place'],
    ]);
  });

  it('TF products are hidden unless every non-eliminated runner has TF odds above 0', () => {
    const runners = [runner(1), runner(2, { odds: { FWIN: 3 } })];
    expect(oddsColumns(race({ runners })).map((c) => c.code)).not.toContain('TF');
  });

  it('mobile odds tabs: SP & TF = TF, BT3SP, BT3TF; TOTE = WTX, PTX, BPX, BTX; VIC = VICWin, VICPlc; Fixed = FWIN, FPLC', () => {
    expect(mobileOddsTabs(oddsColumns(race())).map((t) => [t.label, t.columns.map((c) => c.code)])).toEqual([
      ['SP & TF', ['TF']],
      ['TOTE', ['WTX', 'PTX']],
      ['VIC', ['VICWin', 'VICPlc']],
      ['Fixed', ['FWIN', 'FPLC']],
    ]);
    const noTf = oddsColumns(race({ runners: [runner(1, { odds: { FWIN: 2 } })] }));
    expect(mobileOddsTabs(noTf).map((t) => t.label)).not.toContain('SP & TF');
  });
});
