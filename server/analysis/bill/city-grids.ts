// Cities whose whole area is one grid operator's concession (pure): there the operator follows
// from the delivery address's postcode when a bill (a nationwide supplier's) does not name it.
// Each city's own postcode range, from Deutsche Post's postcode directory; the operators are the
// cities' grid companies as the Bundesnetzagentur's register of operators lists them.

interface CityGrid {
  city: string;
  /** Postcodes of the city, both ends included. */
  from: number;
  to: number;
  /** Postcodes in the range that a neighbouring municipality shares or owns. */
  except?: number[];
  /** The operator's name as NETZBETREIBER spells it. */
  operator: string;
}

const CITY_GRIDS: CityGrid[] = [
  { city: 'Berlin', from: 10115, to: 14199, except: [12529], operator: 'Stromnetz Berlin GmbH' },
  { city: 'Hamburg', from: 20095, to: 21149, except: [21039], operator: 'Hamburger Energienetze GmbH' },
  { city: 'Hamburg', from: 22041, to: 22769, except: [22113, 22145], operator: 'Hamburger Energienetze GmbH' },
  { city: 'München', from: 80331, to: 81929, operator: 'SWM Infrastruktur GmbH & Co. KG' },
  { city: 'Köln', from: 50667, to: 51149, operator: 'Rheinische NETZGesellschaft mbH' },
  { city: 'Frankfurt am Main', from: 60306, to: 60599, operator: 'NRM Netzdienste Rhein-Main GmbH' },
  { city: 'Stuttgart', from: 70173, to: 70629, operator: 'Stuttgart Netze GmbH' },
  { city: 'Dresden', from: 1067, to: 1328, operator: 'SachsenNetze GmbH' },
  { city: 'Hannover', from: 30159, to: 30669, operator: 'enercity Netz GmbH' },
  { city: 'Dortmund', from: 44135, to: 44388, operator: 'Dortmunder Netz GmbH' },
  { city: 'Duisburg', from: 47051, to: 47279, operator: 'Netze Duisburg GmbH' },
  { city: 'Mannheim', from: 68159, to: 68309, operator: 'MVV Netze GmbH' },
  { city: 'Nürnberg', from: 90402, to: 90491, operator: 'N-ERGIE Netz GmbH' },
  { city: 'Magdeburg', from: 39104, to: 39130, operator: 'Netze Magdeburg GmbH' },
];

/**
 * The operator of the city a postcode lies in, or null outside those cities. Postcode areas
 * follow the post's rounds, not municipal borders, so this is a guess the surveyor confirms.
 */
export function cityGridOperator(postcode: string): { operator: string; city: string } | null {
  if (!/^\d{5}$/.test(postcode)) return null;
  const code = Number(postcode);
  const grid = CITY_GRIDS.find(({ from, to, except = [] }) => code >= from && code <= to && !except.includes(code));
  return grid ? { operator: grid.operator, city: grid.city } : null;
}
