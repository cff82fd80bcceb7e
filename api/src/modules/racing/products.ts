/** The products a race offers (SPEC "Product"), from its field size and place in the meeting. Pure. */
import { placesFor } from './pricing';

export interface Product {
  full_description: string;
  dividend_code: string;
  special_type: string | null;
  short_description: string;
}

const p = (
  full_description: string,
  dividend_code: string,
  short_description: string,
  special_type: string | null = null,
): Product => ({
  full_description,
  dividend_code,
  special_type,
  short_description,
});

/** Win and place products: fixed odds settle at the price taken, TF at the top fluctuation, tote at the final dividend. */
export const FIXED_CODES = ['FWIN', 'FPLC'];
export const PLACE_CODES = ['FPLC', 'VICPlc', 'PTX'];

export function productsFor(race: { field: number; isFutures: boolean; inQuadrella: boolean }): Product[] {
  if (race.isFutures) return [p('Fixed Win', 'FWIN', 'Win')];
  const places = placesFor(race.field) > 0;
  const list = [p('Fixed Win', 'FWIN', 'Win')];
  if (places) list.push(p('Fixed Place', 'FPLC', 'Place'), p('Each Way', 'EachWay', 'E/W'));
  list.push(p('Top Fluc', 'TF', 'TF', 'TF'), p('VIC Tote Win', 'VICWin', 'VIC Win'));
  if (places) list.push(p('VIC Tote Place', 'VICPlc', 'VIC Plc'));
  list.push(p('Tote Win', 'WTX', 'Win'));
  if (places) list.push(p('Tote Place', 'PTX', 'Place'));
  if (race.field >= 2)
    list.push(p('Quinella', 'Quinella', 'Quin', 'Quinella'), p('Box Quinella', 'Quinella', 'Box Quin', 'BoxQuinella'));
  if (race.field >= 2)
    list.push(p('Exacta', 'Exacta', 'Exacta', 'Exacta'), p('Box Exacta', 'Exacta', 'Box Exacta', 'BoxExacta'));
  if (race.field >= 3)
    list.push(p('Trifecta', 'Trifecta', 'Tri', 'Trifecta'), p('Box Trifecta', 'Trifecta', 'Box Tri', 'BoxTrifecta'));
  if (race.field >= 4)
    list.push(
      p('First Four', 'FirstFour', 'F4', 'FirstFour'),
      p('Box First Four', 'FirstFour', 'Box F4', 'BoxFirstFour'),
    );
  if (race.field >= 4) list.push(p('Same Race Multi', 'SRM', 'SRM', 'SameRaceMulti'));
  if (race.inQuadrella) list.push(p('Quadrella', 'Quadrella', 'Quaddie', 'Quadrella'));
  return list;
}
