/** Real tracks and the name parts the simulator draws its meetings and runners from (sports: sports/catalog.ts). */
export type RaceType = 'T' | 'H' | 'G';

export interface Track {
  name: string;
  type: RaceType;
  /** AU state, 'NZ', or the ISO country code abroad. */
  code: string;
  australian: boolean;
}

const au = (type: RaceType, code: string, names: string[]): Track[] =>
  names.map((name) => ({ name, type, code, australian: true }));
const abroad = (type: RaceType, code: string, names: string[]): Track[] =>
  names.map((name) => ({ name, type, code, australian: false }));

/** Australian and New Zealand tracks race in the Australian day (about 23:00–12:00 UTC); the rest fill the other hours. */
export const localTracks: Track[] = [
  ...au('T', 'VIC', [
    'Flemington',
    'Caulfield',
    'Moonee Valley',
    'Sandown',
    'Ballarat',
    'Bendigo',
    'Geelong',
    'Pakenham',
    'Mornington',
  ]),
  ...au('T', 'NSW', ['Randwick', 'Rosehill', 'Canterbury', 'Warwick Farm', 'Newcastle', 'Kembla Grange']),
  ...au('T', 'QLD', ['Eagle Farm', 'Doomben', 'Gold Coast', 'Sunshine Coast']),
  ...au('T', 'SA', ['Morphettville']),
  ...au('T', 'WA', ['Ascot', 'Belmont']),
  ...au('T', 'TAS', ['Elwick', 'Launceston']),
  ...au('H', 'VIC', ['Melton']),
  ...au('H', 'NSW', ['Menangle', 'Bathurst']),
  ...au('H', 'QLD', ['Albion Park']),
  ...au('H', 'SA', ['Globe Derby']),
  ...au('H', 'WA', ['Gloucester Park']),
  ...au('G', 'VIC', ['The Meadows', 'Sandown Park', 'Healesville', 'Warragul', 'Shepparton']),
  ...au('G', 'NSW', ['Wentworth Park', 'Richmond', 'Gosford', 'The Gardens']),
  ...au('G', 'QLD', ['Ipswich', 'Townsville']),
  ...au('G', 'SA', ['Angle Park']),
  ...au('G', 'WA', ['Cannington']),
  ...au('G', 'TAS', ['Hobart']),
  ...abroad('T', 'NZ', ['Ellerslie', 'Trentham', 'Riccarton', 'Te Rapa']),
  ...abroad('H', 'NZ', ['Addington', 'Alexandra Park', 'Cambridge']),
  ...abroad('G', 'NZ', ['Manukau']),
];

export const internationalTracks: Track[] = [
  ...abroad('T', 'HK', ['Sha Tin', 'Happy Valley']),
  ...abroad('T', 'GB', ['Ascot', 'Newmarket', 'York', 'Cheltenham']),
  ...abroad('T', 'IE', ['Leopardstown', 'The Curragh']),
  ...abroad('T', 'FR', ['Longchamp', 'Chantilly']),
  ...abroad('T', 'JP', ['Tokyo', 'Kyoto']),
  ...abroad('T', 'US', ['Santa Anita', 'Gulfstream Park', 'Belmont Park']),
  ...abroad('T', 'SG', ['Kranji']),
  ...abroad('T', 'AE', ['Meydan']),
  ...abroad('H', 'US', ['Meadowlands', 'Yonkers']),
  ...abroad('H', 'FR', ['Vincennes']),
  ...abroad('H', 'SE', ['Solvalla']),
  ...abroad('G', 'GB', ['Romford', 'Towcester', 'Nottingham', 'Monmore']),
  ...abroad('G', 'IE', ['Shelbourne Park']),
];

/** The distances each code races over, in metres. */
export const raceDistances: Record<RaceType, number[]> = {
  T: [1000, 1100, 1200, 1400, 1600, 1800, 2000, 2400],
  H: [1609, 1720, 2138, 2240, 2650],
  G: [300, 395, 450, 515, 595, 715],
};

const horseFirst = [
  'Star',
  'Golden',
  'Silent',
  'Royal',
  'Lucky',
  'Wild',
  'Midnight',
  'Silver',
  'Brave',
  'Northern',
  'Rapid',
  'Secret',
  'Crimson',
  'Ocean',
  'Desert',
  'Electric',
  'Gentle',
  'Mighty',
  'Proud',
  'Rising',
];
const horseSecond = [
  'Legend',
  'Storm',
  'Spirit',
  'Dancer',
  'Warrior',
  'Empire',
  'Rocket',
  'Express',
  'Charm',
  'Dream',
  'Thunder',
  'Arrow',
  'Prince',
  'Belle',
  'Comet',
  'Echo',
  'Falcon',
  'Harbour',
  'Mistral',
  'Voyage',
];
const dogFirst = [
  'Zipping',
  'Fernando',
  'Aston',
  'Blazing',
  'Jet',
  'Tornado',
  'Bekim',
  'Hard',
  'Wow',
  'Sunset',
  'Kooringa',
  'Miata',
  'Maximus',
  'Lektra',
  'Good',
];
const dogSecond = [
  'Sam',
  'Bale',
  'Dee Bee',
  'Bullet',
  'Flash',
  'Rose',
  'Rocket',
  'Odin',
  'Lass',
  'Boss',
  'Jack',
  'Bella',
  'Chief',
  'Lady',
  'Zeus',
];
const people = [
  'J. McDonald',
  'J. Kah',
  'C. Williams',
  'D. Lane',
  'B. Melham',
  'T. Berry',
  'N. Rawiller',
  'R. King',
  'J. Allen',
  'M. Zahra',
  'B. Shinn',
  'K. McEvoy',
  'H. Coffey',
  'L. Currie',
  'W. Pike',
  'C. Newitt',
  'E. Brown',
  'J. Collett',
];
const drivers = [
  'K. Pizzuto',
  'G. Sugars',
  'L. McCarthy',
  'C. Alford',
  'J. Dunn',
  'T. Moffat',
  'D. Butcher',
  'N. McGrath',
  'M. Stanley',
  'A. Herlihy',
];
const trainers = [
  'C. Waller',
  'G. Waterhouse & A. Bott',
  'C. Maher',
  'P. Moody',
  'J. Cummings',
  'T. Busuttin & N. Young',
  'A. Freedman',
  'M. Price & M. Kent Jnr',
  'T. Pike',
  'B. Baker',
  'D. Weir',
  'J. Pride',
  'A. Hosking',
  'K. Grant',
  'J. Britton',
];

export function runnerName(type: RaceType, pickIndex: (n: number) => number): string {
  const [first, second] = type === 'G' ? [dogFirst, dogSecond] : [horseFirst, horseSecond];
  return `${first[pickIndex(first.length)]} ${second[pickIndex(second.length)]}`;
}
export const riders = (type: RaceType) => (type === 'H' ? drivers : type === 'T' ? people : trainers);
export { trainers };

export const weathers = ['Fine', 'Overcast', 'Showery', 'Rain', 'Fine'];
export const trackConditions = ['Good 3', 'Good 4', 'Soft 5', 'Soft 6', 'Soft 7', 'Heavy 8', 'Firm 2'];
