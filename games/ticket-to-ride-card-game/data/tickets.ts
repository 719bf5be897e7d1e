// [spec §2.2, §2.3] The 46 Destination Tickets and 6 Big City bonuses (data: HY252, see spec §2.4).
import type { BigCity, Color, TicketDef } from '../types';

export const BIG_CITIES: readonly BigCity[] = ['Seattle', 'Los Angeles', 'Chicago', 'Dallas', 'New York', 'Miami'];

export const BIG_CITY_BONUS: Record<BigCity, number> =
  { 'Seattle': 8, 'Los Angeles': 12, 'Chicago': 12, 'Dallas': 10, 'New York': 15, 'Miami': 8 };

export const TICKETS: TicketDef[] = [
  { id: 'T01', a: 'Chicago', b: 'New York', points: 5, req: { yellow: 1 }, bigCities: ['Chicago', 'New York'] },
  { id: 'T02', a: 'New York', b: 'Chicago', points: 5, req: { blue: 1 }, bigCities: ['Chicago', 'New York'] },
  { id: 'T03', a: 'Chicago', b: 'Dallas', points: 6, req: { yellow: 1, green: 1 }, bigCities: ['Chicago', 'Dallas'] },
  { id: 'T04', a: 'New York', b: 'Sault St. Marie', points: 6, req: { yellow: 1, blue: 1 }, bigCities: ['New York'] },
  { id: 'T05', a: 'Chicago', b: 'Montreal', points: 7, req: { yellow: 1, blue: 1 }, bigCities: ['Chicago'] },
  { id: 'T06', a: 'Chicago', b: 'Charleston', points: 7, req: { red: 1, yellow: 1 }, bigCities: ['Chicago'] },
  { id: 'T07', a: 'Dallas', b: 'Raleigh', points: 8, req: { red: 1, green: 1 }, bigCities: ['Dallas'] },
  { id: 'T08', a: 'Dallas', b: 'Miami', points: 9, req: { red: 1, green: 1 }, bigCities: ['Dallas', 'Miami'] },
  { id: 'T09', a: 'Seattle', b: 'Los Angeles', points: 9, req: { white: 1, black: 1 }, bigCities: ['Seattle', 'Los Angeles'] },
  { id: 'T10', a: 'Chicago', b: 'Santa Fe', points: 9, req: { yellow: 1, green: 1 }, bigCities: ['Chicago'] },
  { id: 'T11', a: 'New York', b: 'Kansas City', points: 9, req: { green: 1, blue: 1 }, bigCities: ['New York'] },
  { id: 'T12', a: 'Chicago', b: 'Miami', points: 10, req: { red: 1, yellow: 1 }, bigCities: ['Chicago', 'Miami'] },
  { id: 'T13', a: 'New York', b: 'Miami', points: 10, req: { red: 1, blue: 1 }, bigCities: ['New York', 'Miami'] },
  { id: 'T14', a: 'Seattle', b: 'Denver', points: 10, req: { green: 1, black: 1 }, bigCities: ['Seattle'] },
  { id: 'T15', a: 'Los Angeles', b: 'Dallas', points: 10, req: { green: 1, white: 1 }, bigCities: ['Los Angeles', 'Dallas'] },
  { id: 'T16', a: 'Los Angeles', b: 'Vancouver', points: 10, req: { white: 1, black: 1 }, bigCities: ['Los Angeles'] },
  { id: 'T17', a: 'Dallas', b: 'Helena', points: 10, req: { green: 1, black: 1 }, bigCities: ['Dallas'] },
  { id: 'T18', a: 'Dallas', b: 'Washington', points: 10, req: { green: 1, blue: 1 }, bigCities: ['Dallas'] },
  { id: 'T19', a: 'New York', b: 'New Orleans', points: 10, req: { red: 1, blue: 1 }, bigCities: ['New York'] },
  { id: 'T20', a: 'Dallas', b: 'New York', points: 11, req: { orange: 1, green: 1, blue: 1 }, bigCities: ['Dallas', 'New York'] },
  { id: 'T21', a: 'Dallas', b: 'Winnipeg', points: 11, req: { yellow: 1, green: 1, purple: 1 }, bigCities: ['Dallas'] },
  { id: 'T22', a: 'Miami', b: 'Omaha', points: 11, req: { red: 1, yellow: 1, purple: 1 }, bigCities: ['Miami'] },
  { id: 'T23', a: 'Los Angeles', b: 'Houston', points: 11, req: { orange: 1, green: 1, white: 1 }, bigCities: ['Los Angeles'] },
  { id: 'T24', a: 'Miami', b: 'Boston', points: 12, req: { red: 1, orange: 1, blue: 1 }, bigCities: ['Miami'] },
  { id: 'T25', a: 'Seattle', b: 'Phoenix', points: 12, req: { orange: 1, white: 1, black: 1 }, bigCities: ['Seattle'] },
  { id: 'T26', a: 'Miami', b: 'El Paso', points: 13, req: { red: 1, orange: 1, green: 1 }, bigCities: ['Miami'] },
  { id: 'T27', a: 'Dallas', b: 'San Francisco', points: 13, req: { green: 1, purple: 1, white: 1 }, bigCities: ['Dallas'] },
  { id: 'T28', a: 'Chicago', b: 'Calgary', points: 13, req: { yellow: 1, purple: 1, black: 1 }, bigCities: ['Chicago'] },
  { id: 'T29', a: 'Seattle', b: 'Saint Louis', points: 14, req: { yellow: 1, purple: 1, black: 1 }, bigCities: ['Seattle'] },
  { id: 'T30', a: 'Los Angeles', b: 'Nashville', points: 14, req: { red: 1, orange: 1, white: 1 }, bigCities: ['Los Angeles'] },
  { id: 'T31', a: 'Los Angeles', b: 'Duluth', points: 14, req: { yellow: 1, purple: 1, white: 1 }, bigCities: ['Los Angeles'] },
  { id: 'T32', a: 'Seattle', b: 'Chicago', points: 15, req: { yellow: 2, black: 1 }, bigCities: ['Seattle', 'Chicago'] },
  { id: 'T33', a: 'Los Angeles', b: 'Chicago', points: 15, req: { orange: 1, yellow: 1, white: 1 }, bigCities: ['Los Angeles', 'Chicago'] },
  { id: 'T34', a: 'Seattle', b: 'Dallas', points: 16, req: { orange: 1, green: 1, black: 2 }, bigCities: ['Seattle', 'Dallas'] },
  { id: 'T35', a: 'Chicago', b: 'San Francisco', points: 16, req: { orange: 1, yellow: 1, purple: 1, white: 1 }, bigCities: ['Chicago'] },
  { id: 'T36', a: 'Miami', b: 'Salt Lake City', points: 17, req: { red: 1, orange: 1, purple: 1, black: 1 }, bigCities: ['Miami'] },
  { id: 'T37', a: 'Seattle', b: 'Atlanta', points: 17, req: { red: 1, orange: 1, green: 1, black: 1 }, bigCities: ['Seattle'] },
  { id: 'T38', a: 'Seattle', b: 'Toronto', points: 17, req: { blue: 1, purple: 2, black: 1 }, bigCities: ['Seattle'] },
  { id: 'T39', a: 'Los Angeles', b: 'Pittsburgh', points: 18, req: { blue: 2, purple: 1, white: 1 }, bigCities: ['Los Angeles'] },
  { id: 'T40', a: 'Los Angeles', b: 'Miami', points: 19, req: { red: 1, orange: 2, white: 1 }, bigCities: ['Los Angeles', 'Miami'] },
  { id: 'T41', a: 'New York', b: 'Las Vegas', points: 19, req: { orange: 1, blue: 1, purple: 1, white: 1 }, bigCities: ['New York'] },
  { id: 'T42', a: 'Miami', b: 'Las Vegas', points: 20, req: { red: 1, orange: 1, purple: 1, white: 1 }, bigCities: ['Miami'] },
  { id: 'T43', a: 'Seattle', b: 'New York', points: 20, req: { blue: 2, purple: 1, black: 1 }, bigCities: ['Seattle', 'New York'] },
  { id: 'T44', a: 'Los Angeles', b: 'New York', points: 20, req: { blue: 2, white: 2 }, bigCities: ['Los Angeles', 'New York'] },
  { id: 'T45', a: 'New York', b: 'Portland', points: 21, req: { yellow: 1, blue: 1, purple: 2, black: 1 }, bigCities: ['New York'] },
  { id: 'T46', a: 'Seattle', b: 'Miami', points: 22, req: { red: 2, orange: 1, white: 1, black: 1 }, bigCities: ['Seattle', 'Miami'] },
];

export const TICKETS_BY_ID: Record<string, TicketDef> = Object.fromEntries(TICKETS.map((t) => [t.id, t]));
export const TICKET_IDS: readonly string[] = TICKETS.map((t) => t.id);

/** 'T07' -> 7 */
export const ticketNumber = (id: string): number => Number(id.slice(1));
/** Number of train cards a ticket requires. */
export const ticketSize = (id: string): number => Object.values(TICKETS_BY_ID[id].req).reduce<number>((a, b) => a + (b ?? 0), 0);
export const ticketReq = (id: string, c: Color): number => TICKETS_BY_ID[id].req[c] ?? 0;
