/**
 * A small list of real Australian street addresses (public landmarks and offices) so address autocomplete works
 * offline and in tests. Fields: unit, street number, route, suburb, state (short), post code.
 */
export type LocalAddress = [
  unit: string,
  number: string,
  route: string,
  suburb: string,
  state: string,
  postCode: string,
];

export const AUSTRALIAN_ADDRESSES: LocalAddress[] = [
  ['', '1', 'Macquarie Street', 'Sydney', 'NSW', '2000'],
  ['', '200', 'George Street', 'Sydney', 'NSW', '2000'],
  ['', '1', 'Martin Place', 'Sydney', 'NSW', '2000'],
  ['', '100', 'Market Street', 'Sydney', 'NSW', '2000'],
  ['12', '45', 'Pitt Street', 'Sydney', 'NSW', '2000'],
  ['', '6', 'Campbell Parade', 'Bondi Beach', 'NSW', '2026'],
  ['', '95', 'Crown Street', 'Wollongong', 'NSW', '2500'],
  ['', '282', 'Hunter Street', 'Newcastle', 'NSW', '2300'],
  ['', '1', 'Light Horse Parade', 'Randwick', 'NSW', '2031'],
  ['', '120', 'Collins Street', 'Melbourne', 'VIC', '3000'],
  ['5', '350', 'Bourke Street', 'Melbourne', 'VIC', '3000'],
  ['', '1', 'Flinders Street', 'Melbourne', 'VIC', '3000'],
  ['', '8', 'Whiteman Street', 'Southbank', 'VIC', '3006'],
  ['', '448', 'St Kilda Road', 'Melbourne', 'VIC', '3004'],
  ['', '1', 'Racecourse Road', 'Flemington', 'VIC', '3031'],
  ['', '100', 'Lygon Street', 'Carlton', 'VIC', '3053'],
  ['', '20', 'Sturt Street', 'Ballarat Central', 'VIC', '3350'],
  ['', '266', 'George Street', 'Brisbane City', 'QLD', '4000'],
  ['', '100', 'Queen Street', 'Brisbane City', 'QLD', '4000'],
  ['', '230', 'Lutwyche Road', 'Windsor', 'QLD', '4030'],
  ['', '3', 'Hooker Boulevard', 'Broadbeach', 'QLD', '4218'],
  ['', '55', 'Abbott Street', 'Cairns City', 'QLD', '4870'],
  ['', '10', 'Flinders Mall', 'Townsville City', 'QLD', '4810'],
  ['', '91', 'King William Street', 'Adelaide', 'SA', '5000'],
  ['', '25', 'Grenfell Street', 'Adelaide', 'SA', '5000'],
  ['', '1', 'Morphettville Road', 'Morphettville', 'SA', '5043'],
  ['', '140', 'St Georges Terrace', 'Perth', 'WA', '6000'],
  ['', '1', 'Hay Street', 'Perth', 'WA', '6000'],
  ['', '70', 'Grandstand Road', 'Ascot', 'WA', '6104'],
  ['', '22', 'Elizabeth Street', 'Hobart', 'TAS', '7000'],
  ['', '39', 'Brisbane Street', 'Launceston', 'TAS', '7250'],
  ['', '16', 'Mitchell Street', 'Darwin City', 'NT', '0800'],
  ['', '1', 'Todd Mall', 'Alice Springs', 'NT', '0870'],
  ['', '1', 'Constitution Avenue', 'Canberra', 'ACT', '2601'],
  ['7', '10', 'Bunda Street', 'Canberra', 'ACT', '2601'],
  ['', '21', 'Northbourne Avenue', 'Turner', 'ACT', '2612'],
];

const STATE_NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** The address as one line, the way places services describe it. */
export const describeAddress = ([unit, number, route, suburb, state, postCode]: LocalAddress) =>
  `${unit ? `${unit}/` : ''}${number} ${route}, ${suburb} ${state} ${postCode}, Australia`;

export const stateName = (short: string) => STATE_NAMES[short] ?? short;
