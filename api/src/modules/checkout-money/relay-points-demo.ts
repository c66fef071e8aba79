/**
 * The demo relay points (decision 0029): a few per carrier in each relay country (§9), in real
 * towns with plausible shop names, streets and opening hours, so the checkout's finder works
 * offline. A postcode's rough position is the town of its longest known prefix (the department,
 * the Land's area…), else the country's middle; distances are measured from there.
 */
import type { RelayPointCountry } from "#domain/checkout.js";
import type { OpeningDay, RelayCarrier } from "./relay-points.js";

export type DemoRelayPoint = {
  id: string;
  carrier: RelayCarrier;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: RelayPointCountry;
  lat: number;
  lon: number;
  openingHours: OpeningDay[];
};

type Position = { lat: number; lon: number };
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The same periods on the days given. */
function week(days: readonly OpeningDay["day"][], periods: [string, string][]): OpeningDay[] {
  return days.map((day) => ({ day, periods: periods.map(([opens, closes]) => ({ opens, closes })) }));
}

const SHOP = week(
  [1, 2, 3, 4, 5, 6],
  [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
);
const TOBACCONIST = week([1, 2, 3, 4, 5, 6], [["07:30", "20:00"]]);
const CLOSED_MONDAY = week([2, 3, 4, 5, 6], [["10:00", "19:30"]]);
const SUPERMARKET = [...week([1, 2, 3, 4, 5, 6], [["08:30", "21:00"]]), ...week([7], [["09:00", "13:00"]])];
const LOCKER = week(DAYS, [["00:00", "23:59"]]);
const KIOSK = [...week([1, 2, 3, 4, 5], [["06:00", "22:00"]]), ...week([6, 7], [["08:00", "20:00"]])];

type Row = [
  id: string,
  name: string,
  street: string,
  postcode: string,
  city: string,
  lat: number,
  lon: number,
  hours: OpeningDay[],
];

function points(carrier: RelayCarrier, countryCode: RelayPointCountry, rows: Row[]): DemoRelayPoint[] {
  return rows.map(([id, name, street, postcode, city, lat, lon, openingHours]) => ({
    id,
    carrier,
    name,
    street,
    postcode,
    city,
    countryCode,
    lat,
    lon,
    openingHours,
  }));
}

export const DEMO_RELAY_POINTS: readonly DemoRelayPoint[] = [
  ...points("mondial_relay", "FR", [
    [
      "FR-020148",
      "Tabac Presse de la Roquette",
      "54 rue de la Roquette",
      "75011",
      "Paris",
      48.8553,
      2.3747,
      TOBACCONIST,
    ],
    ["FR-021377", "Pressing Voltaire", "112 boulevard Voltaire", "75011", "Paris", 48.8597, 2.3791, SHOP],
    ["FR-019902", "Librairie du Marais", "18 rue de Bretagne", "75003", "Paris", 48.8632, 2.3625, CLOSED_MONDAY],
    ["FR-045510", "Épicerie des Pentes", "7 montée de la Grande Côte", "69001", "Lyon", 45.7707, 4.8311, SHOP],
    ["FR-066213", "Cordonnerie du Vieux-Port", "21 quai de Rive Neuve", "13007", "Marseille", 43.2922, 5.3679, SHOP],
    ["FR-072004", "Tabac des Chartrons", "95 cours Portal", "33000", "Bordeaux", 44.8524, -0.5717, TOBACCONIST],
    [
      "FR-081136",
      "Fleurs de Wazemmes",
      "3 place de la Nouvelle Aventure",
      "59000",
      "Lille",
      50.6277,
      3.0514,
      CLOSED_MONDAY,
    ],
  ]),
  ...points("inpost", "FR", [
    [
      "FR-PAR1104L",
      "Consigne InPost Monoprix Parmentier",
      "71 avenue Parmentier",
      "75011",
      "Paris",
      48.8639,
      2.3741,
      LOCKER,
    ],
    [
      "FR-PAR1502L",
      "Consigne InPost Gare Montparnasse",
      "17 boulevard de Vaugirard",
      "75015",
      "Paris",
      48.8424,
      2.3208,
      LOCKER,
    ],
    ["FR-LYO0301L", "Consigne InPost Part-Dieu", "17 rue du Docteur Bouchut", "69003", "Lyon", 45.7609, 4.8563, LOCKER],
    ["FR-TLS0001L", "Consigne InPost Capitole", "2 rue Lafayette", "31000", "Toulouse", 43.6048, 1.4457, LOCKER],
  ]),
  ...points("hermes", "DE", [
    ["DE-4711028", "Späti am Rosenthaler Platz", "Weinbergsweg 3", "10119", "Berlin", 52.5298, 13.4016, KIOSK],
    ["DE-4711532", "Schreibwaren Oranienstraße", "Oranienstraße 24", "10999", "Berlin", 52.5013, 13.4199, SHOP],
    ["DE-4730117", "Kiosk am Hauptbahnhof", "Steintorwall 12", "20095", "Hamburg", 53.5519, 10.0061, KIOSK],
    ["DE-4780345", "Reinigung Glockenbach", "Müllerstraße 40", "80469", "München", 48.1317, 11.5718, SHOP],
    ["DE-4750772", "Lotto Toto Ehrenfeld", "Venloer Straße 305", "50823", "Köln", 50.9499, 6.9195, TOBACCONIST],
  ]),
  ...points("hermes", "AT", [
    ["AT-3100215", "Trafik Stephansplatz", "Stephansplatz 6", "1010", "Wien", 48.2086, 16.3727, TOBACCONIST],
    ["AT-3100788", "Papeterie Neubau", "Neubaugasse 35", "1070", "Wien", 48.2011, 16.3497, CLOSED_MONDAY],
    ["AT-3180140", "Trafik Lendplatz", "Lendplatz 15", "8020", "Graz", 47.0727, 15.4329, TOBACCONIST],
    ["AT-3150096", "Blumen Linzergasse", "Linzer Gasse 22", "5020", "Salzburg", 47.8049, 13.0467, SHOP],
  ]),
  ...points("mondial_relay", "BE", [
    ["BE-008215", "Librairie Flagey", "Place Eugène Flagey 18", "1050", "Ixelles", 50.8275, 4.3722, CLOSED_MONDAY],
    ["BE-008930", "Night Shop Sainte-Catherine", "Rue Sainte-Catherine 9", "1000", "Bruxelles", 50.8505, 4.3488, KIOSK],
    ["BE-009144", "Dagbladhandel Zuid", "Volkstraat 41", "2000", "Antwerpen", 51.2076, 4.3927, TOBACCONIST],
    ["BE-009702", "Papeterie du Carré", "Rue du Pot d'Or 12", "4000", "Liège", 50.6412, 5.5706, SHOP],
    ["BE-009987", "Boekhandel Korenmarkt", "Korenmarkt 30", "9000", "Gent", 51.0546, 3.7209, SHOP],
  ]),
  ...points("mondial_relay", "NL", [
    ["NL-001204", "Tabakszaak De Dam", "Nieuwendijk 130", "1012 MR", "Amsterdam", 52.3754, 4.8937, TOBACCONIST],
    ["NL-001377", "Boekhandel Jordaan", "Westerstraat 90", "1015 MN", "Amsterdam", 52.3795, 4.8818, CLOSED_MONDAY],
    ["NL-001891", "Stomerij De Pijp", "Ferdinand Bolstraat 55", "1072 LC", "Amsterdam", 52.3549, 4.8919, SHOP],
    ["NL-003044", "Primera Lijnbaan", "Lijnbaan 61", "3012 EL", "Rotterdam", 51.9199, 4.4746, SUPERMARKET],
    ["NL-003512", "Gemakswinkel Oudegracht", "Oudegracht 158", "3511 AZ", "Utrecht", 52.0893, 5.1197, SHOP],
  ]),
  ...points("mondial_relay", "LU", [
    ["LU-000412", "Librairie Grand-Rue", "45 Grand-Rue", "L-1661", "Luxembourg", 49.6113, 6.1289, SHOP],
    ["LU-000530", "Tabac de la Gare", "12 avenue de la Gare", "L-1610", "Luxembourg", 49.6033, 6.1316, TOBACCONIST],
    ["LU-000781", "Épicerie de l'Alzette", "28 rue de l'Alzette", "L-4011", "Esch-sur-Alzette", 49.4962, 5.9808, SHOP],
  ]),
  ...points("mondial_relay", "ES", [
    ["ES-011208", "Papelería Lavapiés", "Calle de Argumosa 14", "28012", "Madrid", 40.4087, -3.6988, SHOP],
    ["ES-011755", "Estanco Malasaña", "Calle del Espíritu Santo 21", "28004", "Madrid", 40.4258, -3.7047, TOBACCONIST],
    ["ES-024310", "Quiosco Gràcia", "Carrer Gran de Gràcia 98", "08012", "Barcelona", 41.4014, 2.1544, KIOSK],
    ["ES-037004", "Mercería Ruzafa", "Carrer de Sueca 33", "46006", "Valencia", 39.4616, -0.3742, CLOSED_MONDAY],
  ]),
  ...points("inpost", "ES", [
    ["ES-MAD0412P", "Taquilla InPost Chamberí", "Calle de Fuencarral 120", "28010", "Madrid", 40.4296, -3.7022, LOCKER],
    ["ES-BCN0207P", "Taquilla InPost Eixample", "Carrer d'Aragó 255", "08007", "Barcelona", 41.3917, 2.1624, LOCKER],
    ["ES-SVQ0103P", "Taquilla InPost Triana", "Calle San Jacinto 40", "41010", "Sevilla", 37.3838, -6.0049, LOCKER],
  ]),
];

/** Towns by postcode prefix (department, area, province…), and the country's middle. */
const POSITIONS: Record<RelayPointCountry, { middle: Position; prefixes: Record<string, Position> }> = {
  FR: {
    middle: { lat: 46.6, lon: 2.4 },
    prefixes: {
      // Paris's arrondissements and Lyon's centre, where the demo points are close together
      "75001": { lat: 48.8625, lon: 2.3364 },
      "75002": { lat: 48.8683, lon: 2.3428 },
      "75003": { lat: 48.863, lon: 2.36 },
      "75004": { lat: 48.8543, lon: 2.3576 },
      "75005": { lat: 48.8445, lon: 2.35 },
      "75006": { lat: 48.8491, lon: 2.3328 },
      "75007": { lat: 48.8562, lon: 2.3121 },
      "75008": { lat: 48.8727, lon: 2.3125 },
      "75009": { lat: 48.877, lon: 2.3375 },
      "75010": { lat: 48.876, lon: 2.3608 },
      "75011": { lat: 48.859, lon: 2.38 },
      "75012": { lat: 48.835, lon: 2.4213 },
      "75013": { lat: 48.8283, lon: 2.3623 },
      "75014": { lat: 48.8292, lon: 2.3265 },
      "75015": { lat: 48.8401, lon: 2.293 },
      "75016": { lat: 48.8604, lon: 2.262 },
      "75017": { lat: 48.8873, lon: 2.3067 },
      "75018": { lat: 48.8925, lon: 2.3484 },
      "75019": { lat: 48.8871, lon: 2.3848 },
      "75020": { lat: 48.8634, lon: 2.4011 },
      "69001": { lat: 45.7675, lon: 4.8344 },
      "69003": { lat: 45.758, lon: 4.86 },
      "75": { lat: 48.8566, lon: 2.3522 },
      "92": { lat: 48.8924, lon: 2.2153 },
      "93": { lat: 48.9137, lon: 2.4846 },
      "94": { lat: 48.7904, lon: 2.4556 },
      "69": { lat: 45.764, lon: 4.8357 },
      "13": { lat: 43.2965, lon: 5.3698 },
      "33": { lat: 44.8378, lon: -0.5792 },
      "59": { lat: 50.6292, lon: 3.0573 },
      "31": { lat: 43.6047, lon: 1.4442 },
      "44": { lat: 47.2184, lon: -1.5536 },
      "67": { lat: 48.5734, lon: 7.7521 },
      "06": { lat: 43.7102, lon: 7.262 },
      "35": { lat: 48.1173, lon: -1.6778 },
      "34": { lat: 43.6108, lon: 3.8767 },
    },
  },
  DE: {
    middle: { lat: 51.16, lon: 10.45 },
    prefixes: {
      "10": { lat: 52.52, lon: 13.405 },
      "12": { lat: 52.47, lon: 13.43 },
      "13": { lat: 52.56, lon: 13.33 },
      "20": { lat: 53.5511, lon: 9.9937 },
      "22": { lat: 53.57, lon: 9.96 },
      "80": { lat: 48.1351, lon: 11.582 },
      "81": { lat: 48.12, lon: 11.6 },
      "50": { lat: 50.9375, lon: 6.9603 },
      "60": { lat: 50.1109, lon: 8.6821 },
      "70": { lat: 48.7758, lon: 9.1829 },
    },
  },
  AT: {
    middle: { lat: 47.5, lon: 14.55 },
    prefixes: {
      "1": { lat: 48.2082, lon: 16.3738 },
      "8": { lat: 47.0707, lon: 15.4395 },
      "5": { lat: 47.8095, lon: 13.055 },
      "6": { lat: 47.2692, lon: 11.4041 },
      "4": { lat: 48.3069, lon: 14.2858 },
    },
  },
  BE: {
    middle: { lat: 50.5, lon: 4.47 },
    prefixes: {
      "1": { lat: 50.8503, lon: 4.3517 },
      "2": { lat: 51.2194, lon: 4.4025 },
      "4": { lat: 50.6326, lon: 5.5797 },
      "9": { lat: 51.0543, lon: 3.7174 },
      "8": { lat: 51.2093, lon: 3.2247 },
    },
  },
  NL: {
    middle: { lat: 52.13, lon: 5.29 },
    prefixes: {
      "10": { lat: 52.3676, lon: 4.9041 },
      "11": { lat: 52.33, lon: 4.93 },
      "30": { lat: 51.9244, lon: 4.4777 },
      "35": { lat: 52.0907, lon: 5.1214 },
      "25": { lat: 52.0705, lon: 4.3007 },
      "56": { lat: 51.4416, lon: 5.4697 },
    },
  },
  LU: {
    middle: { lat: 49.815, lon: 6.13 },
    prefixes: {
      "1": { lat: 49.6116, lon: 6.1319 },
      "2": { lat: 49.6116, lon: 6.1319 },
      "4": { lat: 49.4958, lon: 5.9806 },
    },
  },
  ES: {
    middle: { lat: 40.46, lon: -3.75 },
    prefixes: {
      "28": { lat: 40.4168, lon: -3.7038 },
      "08": { lat: 41.3874, lon: 2.1686 },
      "46": { lat: 39.4699, lon: -0.3763 },
      "41": { lat: 37.3891, lon: -5.9845 },
      "48": { lat: 43.263, lon: -2.935 },
      "29": { lat: 36.7213, lon: -4.4214 },
    },
  },
};

/** Where a postcode roughly is: the town of its longest known prefix, else the country's middle. */
export function roughPosition(country: RelayPointCountry, postcode: string): Position {
  const compact = postcode.toUpperCase().replace(/^L-/, "").replace(/\s+/g, "");
  const { middle, prefixes } = POSITIONS[country];
  for (let length = compact.length; length > 0; length -= 1) {
    const found = prefixes[compact.slice(0, length)];
    if (found) return found;
  }
  return middle;
}
