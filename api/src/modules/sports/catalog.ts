import type { SportName } from '@wagering/contract/constants';

/**
 * The sports catalogue, reference data the sports domain owns: every sport, its competitions with the sides that
 * meet in them, and the competition ids. Whatever feeds the matches (the simulator, a real provider) writes
 * sports_matches rows for these.
 */
/** Every sport of SPEC section 1, with two competitions and the teams or competitors that meet in them. */
export interface SportDef {
  code: string;
  name: SportName;
  /** Scored team sports get line, margin and total markets; the others head-to-head only. */
  scoring?: { mean: number; spread: number };
  /** Golf, motor racing and the like: head-to-head match-ups inside a larger event. */
  groupEvent?: boolean;
  draw?: boolean;
  competitions: { name: string; location: string; sides: string[] }[];
}

export const sports: SportDef[] = [
  {
    code: 'AFL',
    name: 'AFL',
    scoring: { mean: 85, spread: 25 },
    competitions: [
      {
        name: 'AFL Premiership',
        location: 'MCG, Melbourne',
        sides: [
          'Collingwood',
          'Carlton',
          'Essendon',
          'Richmond',
          'Geelong Cats',
          'Sydney Swans',
          'Brisbane Lions',
          'West Coast Eagles',
          'Hawthorn',
          'Melbourne',
        ],
      },
      {
        name: 'AFLW',
        location: 'Ikon Park, Melbourne',
        sides: ['Adelaide Crows', 'North Melbourne', 'Fremantle', 'Port Adelaide', 'GWS Giants', 'Gold Coast Suns'],
      },
    ],
  },
  {
    code: 'ATH',
    name: 'Athletics',
    groupEvent: true,
    competitions: [
      { name: 'Diamond League', location: 'Zurich', sides: ['N. Lyles', 'K. Thompson', 'O. Seville', 'F. Kerley'] },
      {
        name: 'World Championships',
        location: 'Tokyo',
        sides: ['J. Ingebrigtsen', 'Y. Nuguse', 'C. Hocker', 'J. Kerr'],
      },
    ],
  },
  {
    code: 'BAD',
    name: 'Badminton',
    competitions: [
      {
        name: 'BWF World Tour',
        location: 'Kuala Lumpur',
        sides: ['V. Axelsen', 'Shi Yuqi', 'K. Momota', 'A. Ginting', 'L. Zii Jia', 'Kunlavut V.'],
      },
      {
        name: 'All England Open',
        location: 'Birmingham',
        sides: ['An Se-young', 'Chen Yufei', 'T. Tzu-ying', 'A. Yamaguchi'],
      },
    ],
  },
  {
    code: 'BSB',
    name: 'Baseball',
    scoring: { mean: 4.5, spread: 2.5 },
    competitions: [
      {
        name: 'MLB',
        location: 'Yankee Stadium, New York',
        sides: [
          'New York Yankees',
          'Los Angeles Dodgers',
          'Boston Red Sox',
          'Chicago Cubs',
          'Houston Astros',
          'Atlanta Braves',
        ],
      },
      {
        name: 'ABL',
        location: 'Ballpark, Perth',
        sides: ['Perth Heat', 'Adelaide Giants', 'Brisbane Bandits', 'Melbourne Aces'],
      },
    ],
  },
  {
    code: 'BBL',
    name: 'Basketball',
    scoring: { mean: 105, spread: 12 },
    competitions: [
      {
        name: 'NBA',
        location: 'Crypto.com Arena, Los Angeles',
        sides: [
          'LA Lakers',
          'Boston Celtics',
          'Golden State Warriors',
          'Denver Nuggets',
          'Miami Heat',
          'Phoenix Suns',
          'Milwaukee Bucks',
          'Dallas Mavericks',
        ],
      },
      {
        name: 'NBL',
        location: 'John Cain Arena, Melbourne',
        sides: [
          'Melbourne United',
          'Sydney Kings',
          'Perth Wildcats',
          'Tasmania JackJumpers',
          'Illawarra Hawks',
          'Brisbane Bullets',
        ],
      },
    ],
  },
  {
    code: 'BOA',
    name: 'Boat Racing',
    groupEvent: true,
    competitions: [
      {
        name: 'SailGP',
        location: 'Sydney Harbour',
        sides: ['Australia SailGP', 'New Zealand SailGP', 'Great Britain SailGP', 'Spain SailGP'],
      },
      {
        name: 'Powerboat P1',
        location: 'Gold Coast',
        sides: ['Team Vortex', 'Team Bullet', 'Team Apex', 'Team Riptide'],
      },
    ],
  },
  {
    code: 'BOX',
    name: 'Boxing',
    competitions: [
      {
        name: 'World Title Fights',
        location: 'Las Vegas',
        sides: ['O. Usyk', 'T. Fury', 'A. Joshua', 'D. Dubois', 'Canelo Alvarez', 'T. Tszyu'],
      },
      {
        name: 'Australian Title Fights',
        location: 'Sydney',
        sides: ['J. Opetaia', 'N. Tszyu', 'S. Goodwin', 'J. Moloney'],
      },
    ],
  },
  {
    code: 'CRK',
    name: 'Cricket',
    scoring: { mean: 165, spread: 25 },
    competitions: [
      {
        name: 'Big Bash League',
        location: 'SCG, Sydney',
        sides: [
          'Sydney Sixers',
          'Perth Scorchers',
          'Melbourne Stars',
          'Brisbane Heat',
          'Adelaide Strikers',
          'Hobart Hurricanes',
          'Sydney Thunder',
          'Melbourne Renegades',
        ],
      },
      {
        name: 'International T20',
        location: 'MCG, Melbourne',
        sides: ['Australia', 'India', 'England', 'New Zealand', 'South Africa', 'Pakistan'],
      },
    ],
  },
  {
    code: 'CYC',
    name: 'Cycling',
    groupEvent: true,
    competitions: [
      {
        name: 'Tour Down Under',
        location: 'Adelaide',
        sides: ['T. Pogacar', 'J. Vingegaard', 'R. Evenepoel', 'J. Philipsen', 'M. van der Poel', 'C. Ewan'],
      },
      { name: 'Tour de France', location: 'Paris', sides: ['W. van Aert', 'P. Roglic', 'J. Almeida', "B. O'Connor"] },
    ],
  },
  {
    code: 'DRT',
    name: 'Darts',
    competitions: [
      {
        name: 'PDC World Championship',
        location: 'Alexandra Palace, London',
        sides: ['L. Littler', 'L. Humphries', 'M. van Gerwen', 'G. Price', 'M. Smith', 'D. Chisnall'],
      },
      {
        name: 'Premier League Darts',
        location: 'Belfast',
        sides: ['N. Aspinall', 'P. Wright', 'R. Cross', 'J. Clayton'],
      },
    ],
  },
  {
    code: 'ESP',
    name: 'Esports',
    competitions: [
      {
        name: 'League of Legends Worlds',
        location: 'Seoul',
        sides: ['T1', 'Gen.G', 'JD Gaming', 'G2 Esports', 'Fnatic', 'Cloud9'],
      },
      {
        name: 'CS2 Major',
        location: 'Copenhagen',
        sides: ['Natus Vincere', 'FaZe Clan', 'Vitality', 'MOUZ', 'Team Spirit', 'Heroic'],
      },
    ],
  },
  {
    code: 'FBL',
    name: 'Football',
    scoring: { mean: 1.4, spread: 1.1 },
    draw: true,
    competitions: [
      {
        name: 'A-League Men',
        location: 'AAMI Park, Melbourne',
        sides: [
          'Melbourne Victory',
          'Sydney FC',
          'Melbourne City',
          'Western Sydney Wanderers',
          'Adelaide United',
          'Brisbane Roar',
          'Central Coast Mariners',
          'Wellington Phoenix',
        ],
      },
      {
        name: 'English Premier League',
        location: 'Old Trafford, Manchester',
        sides: [
          'Arsenal',
          'Manchester City',
          'Liverpool',
          'Chelsea',
          'Manchester United',
          'Tottenham Hotspur',
          'Newcastle United',
          'Aston Villa',
        ],
      },
    ],
  },
  {
    code: 'GLF',
    name: 'Golf',
    groupEvent: true,
    competitions: [
      {
        name: 'Australian Open',
        location: 'Kingston Heath, Melbourne',
        sides: ['A. Scott', 'C. Smith', 'M. Lee', 'J. Day', 'C. Davis', 'L. Herbert'],
      },
      {
        name: 'The Masters',
        location: 'Augusta National',
        sides: ['S. Scheffler', 'R. McIlroy', 'J. Rahm', 'X. Schauffele', 'L. Aberg', 'C. Morikawa'],
      },
    ],
  },
  {
    code: 'GRD',
    name: 'Gridiron',
    scoring: { mean: 23, spread: 9 },
    competitions: [
      {
        name: 'NFL',
        location: 'Arrowhead Stadium, Kansas City',
        sides: [
          'Kansas City Chiefs',
          'San Francisco 49ers',
          'Philadelphia Eagles',
          'Buffalo Bills',
          'Baltimore Ravens',
          'Detroit Lions',
          'Dallas Cowboys',
          'Green Bay Packers',
        ],
      },
      {
        name: 'NCAA Football',
        location: 'Rose Bowl, Pasadena',
        sides: ['Georgia', 'Alabama', 'Michigan', 'Ohio State', 'Texas', 'Oregon'],
      },
    ],
  },
  {
    code: 'HBL',
    name: 'Handball',
    scoring: { mean: 29, spread: 4 },
    competitions: [
      {
        name: 'EHF Champions League',
        location: 'Cologne',
        sides: ['Barcelona', 'THW Kiel', 'Veszprem', 'Paris Saint-Germain', 'Aalborg', 'Magdeburg'],
      },
      {
        name: 'Handball Bundesliga',
        location: 'Flensburg',
        sides: ['SG Flensburg-Handewitt', 'Fuchse Berlin', 'Rhein-Neckar Lowen', 'HSV Hamburg'],
      },
    ],
  },
  {
    code: 'ICH',
    name: 'Ice Hockey',
    scoring: { mean: 3, spread: 1.6 },
    competitions: [
      {
        name: 'NHL',
        location: 'Madison Square Garden, New York',
        sides: [
          'New York Rangers',
          'Boston Bruins',
          'Toronto Maple Leafs',
          'Edmonton Oilers',
          'Florida Panthers',
          'Colorado Avalanche',
        ],
      },
      {
        name: 'AIHL',
        location: 'Icehouse, Melbourne',
        sides: ['Melbourne Ice', 'Sydney Bears', 'Canberra Brave', 'Perth Thunder'],
      },
    ],
  },
  {
    code: 'MMA',
    name: 'Martial Arts',
    competitions: [
      {
        name: 'UFC',
        location: 'RAC Arena, Perth',
        sides: ['A. Volkanovski', 'I. Topuria', 'R. Whittaker', 'J. Della Maddalena', 'T. Tuivasa', 'K. Ulberg'],
      },
      { name: 'ONE Championship', location: 'Singapore', sides: ['Rodtang', 'Superlek', 'Tawanchai', 'J. Haggerty'] },
    ],
  },
  {
    code: 'MTR',
    name: 'Motor Racing',
    groupEvent: true,
    competitions: [
      {
        name: 'Formula 1',
        location: 'Albert Park, Melbourne',
        sides: ['M. Verstappen', 'L. Norris', 'O. Piastri', 'C. Leclerc', 'L. Hamilton', 'G. Russell'],
      },
      {
        name: 'Supercars',
        location: 'Mount Panorama, Bathurst',
        sides: ['B. Feeney', 'W. Brown', 'C. Mostert', 'S. van Gisbergen', 'A. De Pasquale', 'C. Waters'],
      },
    ],
  },
  {
    code: 'NET',
    name: 'Netball',
    scoring: { mean: 60, spread: 8 },
    competitions: [
      {
        name: 'Super Netball',
        location: 'Ken Rosewall Arena, Sydney',
        sides: [
          'NSW Swifts',
          'Melbourne Vixens',
          'West Coast Fever',
          'Adelaide Thunderbirds',
          'Queensland Firebirds',
          'Sunshine Coast Lightning',
        ],
      },
      { name: 'Constellation Cup', location: 'Spark Arena, Auckland', sides: ['Australian Diamonds', 'Silver Ferns'] },
    ],
  },
  {
    code: 'POL',
    name: 'Politics',
    competitions: [
      { name: 'Australian Federal Politics', location: 'Canberra', sides: ['Labor', 'Coalition'] },
      { name: 'US Politics', location: 'Washington DC', sides: ['Democrats', 'Republicans'] },
    ],
  },
  {
    code: 'ELE',
    name: 'Elections',
    competitions: [
      { name: 'NSW State Election', location: 'Sydney', sides: ['Labor', 'Liberal/National'] },
      { name: 'NZ General Election', location: 'Wellington', sides: ['Labour', 'National'] },
    ],
  },
  {
    code: 'RUG',
    name: 'Rugby',
    scoring: { mean: 24, spread: 9 },
    competitions: [
      {
        name: 'NRL',
        location: 'Accor Stadium, Sydney',
        sides: [
          'Penrith Panthers',
          'Melbourne Storm',
          'Brisbane Broncos',
          'Sydney Roosters',
          'South Sydney Rabbitohs',
          'Parramatta Eels',
          'Canterbury Bulldogs',
          'Cronulla Sharks',
        ],
      },
      {
        name: 'Super Rugby Pacific',
        location: 'Eden Park, Auckland',
        sides: ['Crusaders', 'Blues', 'Chiefs', 'Brumbies', 'NSW Waratahs', 'Queensland Reds'],
      },
    ],
  },
  {
    code: 'SNK',
    name: 'Snooker',
    competitions: [
      {
        name: 'World Snooker Championship',
        location: 'Crucible, Sheffield',
        sides: ["R. O'Sullivan", 'J. Trump', 'M. Selby', 'K. Wilson', 'N. Robertson', 'M. Allen'],
      },
      { name: 'UK Championship', location: 'York', sides: ['S. Murphy', 'Ding Junhui', 'L. Brecel', 'M. Williams'] },
    ],
  },
  {
    code: 'TEN',
    name: 'Tennis',
    competitions: [
      {
        name: 'Australian Open',
        location: 'Melbourne Park',
        sides: [
          'J. Sinner',
          'C. Alcaraz',
          'N. Djokovic',
          'A. de Minaur',
          'A. Zverev',
          'D. Medvedev',
          'T. Fritz',
          'A. Rublev',
        ],
      },
      {
        name: 'WTA Tour',
        location: 'Brisbane',
        sides: ['A. Sabalenka', 'I. Swiatek', 'C. Gauff', 'E. Rybakina', 'J. Pegula', 'Q. Zheng'],
      },
    ],
  },
  {
    code: 'VOL',
    name: 'Volleyball',
    competitions: [
      {
        name: 'Volleyball Nations League',
        location: 'Rotterdam',
        sides: ['Poland', 'Italy', 'USA', 'Brazil', 'France', 'Japan'],
      },
      {
        name: 'CEV Champions League',
        location: 'Perugia',
        sides: ['Sir Safety Perugia', 'Trentino', 'Zaksa', 'Jastrzebski Wegiel'],
      },
    ],
  },
];

/** A competition's id: its sport's position × 10 + its position in the sport (stable across days). */
export const competitionIdOf = (sportIndex: number, compIndex: number) => (sportIndex + 1) * 10 + compIndex;
