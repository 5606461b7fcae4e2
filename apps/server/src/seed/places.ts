import type { Random, Weighted } from './random';

/**
 * Where demo members live. States are named exactly as the `country-state-city` package names them (the places
 * module validates a saved state against it; the unit test checks every entry here), countries are ISO 3166-1
 * alpha-2 codes. Suburbs fill "current location" with places where the communities actually live.
 */

export type Place = { country: string; state: string; city: string; suburbs?: readonly string[] };

const suburbs = (text: string): readonly string[] => text.split(',').map((item) => item.trim());

/** Australian cities, weighted roughly by where South-Asian Australians live. */
export const AUSTRALIAN_CITIES: Weighted<Place> = [
  [
    {
      country: 'AU',
      state: 'New South Wales',
      city: 'Sydney',
      suburbs: suburbs(
        'Harris Park, Parramatta, Westmead, Blacktown, Wentworthville, Strathfield, Homebush, Liverpool, Castle Hill, Kellyville, Schofields, Auburn, Lakemba, Epping, Hornsby, Rhodes, Marsden Park, Quakers Hill',
      ),
    },
    30,
  ],
  [
    {
      country: 'AU',
      state: 'Victoria',
      city: 'Melbourne',
      suburbs: suburbs(
        'Point Cook, Tarneit, Truganina, Dandenong, Glen Waverley, Clayton, Craigieburn, Werribee, Wyndham Vale, Cranbourne, Box Hill, Doncaster, Epping, Sunshine, Footscray, Mernda, Berwick, Springvale',
      ),
    },
    31,
  ],
  [
    {
      country: 'AU',
      state: 'Queensland',
      city: 'Brisbane',
      suburbs: suburbs(
        'Sunnybank, Springfield Lakes, Indooroopilly, Kuraby, Calamvale, Toowong, North Lakes, Forest Lake',
      ),
    },
    10,
  ],
  [
    {
      country: 'AU',
      state: 'Western Australia',
      city: 'Perth',
      suburbs: suburbs(
        'Canning Vale, Harrisdale, Southern River, Baldivis, Piara Waters, Ellenbrook, Morley, Willetton',
      ),
    },
    10,
  ],
  [
    {
      country: 'AU',
      state: 'South Australia',
      city: 'Adelaide',
      suburbs: suburbs('Mawson Lakes, Blair Athol, Prospect, Enfield, Kilburn, Modbury, Glenelg, Plympton'),
    },
    6,
  ],
  [
    {
      country: 'AU',
      state: 'Australian Capital Territory',
      city: 'Canberra',
      suburbs: suburbs('Gungahlin, Belconnen, Franklin, Harrison, Tuggeranong, Kingston, Bruce'),
    },
    4,
  ],
  [
    {
      country: 'AU',
      state: 'Queensland',
      city: 'Gold Coast',
      suburbs: suburbs('Southport, Robina, Coomera, Helensvale, Nerang'),
    },
    2,
  ],
  [
    {
      country: 'AU',
      state: 'Victoria',
      city: 'Geelong',
      suburbs: suburbs('Armstrong Creek, Waurn Ponds, Lara, Belmont'),
    },
    1.5,
  ],
  [
    {
      country: 'AU',
      state: 'New South Wales',
      city: 'Newcastle',
      suburbs: suburbs('Merewether, Lambton, Charlestown, Maryland'),
    },
    1.2,
  ],
  [
    {
      country: 'AU',
      state: 'New South Wales',
      city: 'Wollongong',
      suburbs: suburbs('Fairy Meadow, Figtree, Keiraville'),
    },
    0.8,
  ],
  [{ country: 'AU', state: 'Tasmania', city: 'Hobart', suburbs: suburbs('Sandy Bay, Glenorchy, Kingston, Moonah') }, 1],
  [
    {
      country: 'AU',
      state: 'Northern Territory',
      city: 'Darwin',
      suburbs: suburbs('Palmerston, Casuarina, Nightcliff, Zuccoli'),
    },
    1,
  ],
  [{ country: 'AU', state: 'Queensland', city: 'Townsville', suburbs: suburbs('Douglas, Kirwan, Annandale') }, 0.4],
  [{ country: 'AU', state: 'Victoria', city: 'Ballarat', suburbs: suburbs('Alfredton, Sebastopol, Lucas') }, 0.4],
  [
    {
      country: 'AU',
      state: 'Queensland',
      city: 'Toowoomba',
      suburbs: suburbs('Highfields, Rangeville, Kearneys Spring'),
    },
    0.3,
  ],
  [
    {
      country: 'AU',
      state: 'Tasmania',
      city: 'Launceston',
      suburbs: suburbs('Newstead, Prospect Vale, Kings Meadows'),
    },
    0.3,
  ],
  [{ country: 'AU', state: 'Victoria', city: 'Bendigo', suburbs: suburbs('Kangaroo Flat, Strathdale, Epsom') }, 0.3],
  [{ country: 'AU', state: 'Queensland', city: 'Cairns', suburbs: suburbs('Edmonton, Smithfield, Manoora') }, 0.2],
];

/** Cities abroad, by key (heritages say which of them their members live in). */
export const ABROAD_CITIES: Record<string, Place> = {
  chennai: { country: 'IN', state: 'Tamil Nadu', city: 'Chennai' },
  coimbatore: { country: 'IN', state: 'Tamil Nadu', city: 'Coimbatore' },
  madurai: { country: 'IN', state: 'Tamil Nadu', city: 'Madurai' },
  bengaluru: { country: 'IN', state: 'Karnataka', city: 'Bengaluru' },
  mysuru: { country: 'IN', state: 'Karnataka', city: 'Mysuru' },
  mangaluru: { country: 'IN', state: 'Karnataka', city: 'Mangaluru' },
  hyderabad: { country: 'IN', state: 'Telangana', city: 'Hyderabad' },
  vijayawada: { country: 'IN', state: 'Andhra Pradesh', city: 'Vijayawada' },
  visakhapatnam: { country: 'IN', state: 'Andhra Pradesh', city: 'Visakhapatnam' },
  kochi: { country: 'IN', state: 'Kerala', city: 'Kochi' },
  thiruvananthapuram: { country: 'IN', state: 'Kerala', city: 'Thiruvananthapuram' },
  kozhikode: { country: 'IN', state: 'Kerala', city: 'Kozhikode' },
  mumbai: { country: 'IN', state: 'Maharashtra', city: 'Mumbai' },
  pune: { country: 'IN', state: 'Maharashtra', city: 'Pune' },
  nagpur: { country: 'IN', state: 'Maharashtra', city: 'Nagpur' },
  ahmedabad: { country: 'IN', state: 'Gujarat', city: 'Ahmedabad' },
  surat: { country: 'IN', state: 'Gujarat', city: 'Surat' },
  vadodara: { country: 'IN', state: 'Gujarat', city: 'Vadodara' },
  delhi: { country: 'IN', state: 'Delhi', city: 'New Delhi' },
  gurugram: { country: 'IN', state: 'Haryana', city: 'Gurugram' },
  noida: { country: 'IN', state: 'Uttar Pradesh', city: 'Noida' },
  lucknow: { country: 'IN', state: 'Uttar Pradesh', city: 'Lucknow' },
  jaipur: { country: 'IN', state: 'Rajasthan', city: 'Jaipur' },
  indore: { country: 'IN', state: 'Madhya Pradesh', city: 'Indore' },
  patna: { country: 'IN', state: 'Bihar', city: 'Patna' },
  chandigarh: { country: 'IN', state: 'Chandigarh', city: 'Chandigarh' },
  ludhiana: { country: 'IN', state: 'Punjab', city: 'Ludhiana' },
  amritsar: { country: 'IN', state: 'Punjab', city: 'Amritsar' },
  kolkata: { country: 'IN', state: 'West Bengal', city: 'Kolkata' },
  bhubaneswar: { country: 'IN', state: 'Odisha', city: 'Bhubaneswar' },
  panaji: { country: 'IN', state: 'Goa', city: 'Panaji' },
  colombo: { country: 'LK', state: 'Western Province', city: 'Colombo' },
  kandy: { country: 'LK', state: 'Central Province', city: 'Kandy' },
  jaffna: { country: 'LK', state: 'Northern Province', city: 'Jaffna' },
  lahore: { country: 'PK', state: 'Punjab', city: 'Lahore' },
  karachi: { country: 'PK', state: 'Sindh', city: 'Karachi' },
  islamabad: { country: 'PK', state: 'Islamabad Capital Territory', city: 'Islamabad' },
  dhaka: { country: 'BD', state: 'Dhaka Division', city: 'Dhaka' },
  chittagong: { country: 'BD', state: 'Chittagong Division', city: 'Chittagong' },
  sylhet: { country: 'BD', state: 'Sylhet Division', city: 'Sylhet' },
  kathmandu: { country: 'NP', state: 'Bagmati Zone', city: 'Kathmandu' },
  pokhara: { country: 'NP', state: 'Gandaki Zone', city: 'Pokhara' },
  suva: { country: 'FJ', state: 'Central Division', city: 'Suva' },
  lautoka: { country: 'FJ', state: 'Western Division', city: 'Lautoka' },
  nadi: { country: 'FJ', state: 'Western Division', city: 'Nadi' },
  labasa: { country: 'FJ', state: 'Northern Division', city: 'Labasa' },
  auckland: { country: 'NZ', state: 'Auckland Region', city: 'Auckland' },
  wellington: { country: 'NZ', state: 'Wellington Region', city: 'Wellington' },
  christchurch: { country: 'NZ', state: 'Canterbury Region', city: 'Christchurch' },
  london: { country: 'GB', state: 'England', city: 'London' },
  leicester: { country: 'GB', state: 'England', city: 'Leicester' },
  birmingham: { country: 'GB', state: 'England', city: 'Birmingham' },
  manchester: { country: 'GB', state: 'England', city: 'Manchester' },
  glasgow: { country: 'GB', state: 'Scotland', city: 'Glasgow' },
  toronto: { country: 'CA', state: 'Ontario', city: 'Toronto' },
  brampton: { country: 'CA', state: 'Ontario', city: 'Brampton' },
  vancouver: { country: 'CA', state: 'British Columbia', city: 'Vancouver' },
  surreyBc: { country: 'CA', state: 'British Columbia', city: 'Surrey' },
  calgary: { country: 'CA', state: 'Alberta', city: 'Calgary' },
  newYork: { country: 'US', state: 'New York', city: 'New York' },
  edison: { country: 'US', state: 'New Jersey', city: 'Edison' },
  sanJose: { country: 'US', state: 'California', city: 'San Jose' },
  sacramento: { country: 'US', state: 'California', city: 'Sacramento' },
  houston: { country: 'US', state: 'Texas', city: 'Houston' },
  dallas: { country: 'US', state: 'Texas', city: 'Dallas' },
  chicago: { country: 'US', state: 'Illinois', city: 'Chicago' },
  singapore: { country: 'SG', state: 'Central Singapore Community Development Council', city: 'Singapore' },
  dubai: { country: 'AE', state: 'Dubai', city: 'Dubai' },
  abuDhabi: { country: 'AE', state: 'Abu Dhabi Emirate', city: 'Abu Dhabi' },
  sharjah: { country: 'AE', state: 'Sharjah Emirate', city: 'Sharjah' },
  kualaLumpur: { country: 'MY', state: 'Kuala Lumpur', city: 'Kuala Lumpur' },
};

/**
 * A mobile number in E.164 for a country. Each pattern is a range libphonenumber-js accepts as valid (the unit test
 * checks thousands of them), so the number passes the shared `contactNumberField`.
 */
const NANP_AREA_CODES: Record<string, readonly string[]> = {
  CA: ['416', '647', '905', '289', '604', '778', '403', '587'],
  US: ['212', '718', '646', '732', '201', '408', '510', '916', '713', '214', '972', '312'],
};

export function mobileNumber(country: string, random: Random): string {
  switch (country) {
    case 'AU':
      return `+614${random.pick(['0', '1', '2', '3', '6'])}${random.digits(7)}`;
    case 'IN':
      return `+91${random.pick(['98', '99', '97', '96', '94', '93', '90', '88', '87', '70', '79', '63'])}${random.digits(8)}`;
    case 'LK':
      return `+947${random.pick(['0', '1', '2', '5', '6', '7', '8'])}${random.digits(7)}`;
    case 'PK':
      return `+923${random.pick(['0', '1', '2', '3', '4'])}${random.digits(8)}`;
    case 'BD':
      return `+8801${random.pick(['3', '4', '5', '6', '7', '8', '9'])}${random.digits(8)}`;
    case 'NP':
      return `+97798${random.pick(['0', '1', '4', '5', '6'])}${random.digits(7)}`;
    case 'FJ':
      return `+679${random.pick(['7', '8', '9'])}${random.digits(6)}`;
    case 'NZ':
      return `+6421${random.digits(7)}`;
    case 'GB':
      return `+4477${random.int(1, 7)}${random.digits(7)}`;
    case 'CA':
    case 'US': {
      const area = random.pick(NANP_AREA_CODES[country] ?? []);
      // Exchange 2xx–9xx, never N11 or 555 (reserved or fictional).
      let exchange = '';
      do exchange = `${random.int(2, 9)}${random.digits(2)}`;
      while (exchange.endsWith('11') || exchange === '555');
      return `+1${area}${exchange}${random.digits(4)}`;
    }
    case 'SG':
      return `+65${random.pick(['8', '9'])}${random.digits(7)}`;
    case 'AE':
      return `+9715${random.pick(['0', '2', '4', '5', '6', '8'])}${random.digits(7)}`;
    case 'MY':
      return `+6012${random.digits(7)}`;
    default:
      throw new Error(`No phone pattern for ${country}`);
  }
}
