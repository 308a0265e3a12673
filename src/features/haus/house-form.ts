// The house form's rules (SPEC §5 Customer and house data, §4 Renovation): what each input saves
// (kWh as a decimal falling back to 0, years as integers falling back to null, renovation years
// only for 'ja') and how a stored house reads back into the inputs.
import { parseNumber } from '@/domain/assessment';
import type { House, Project } from '@/domain/project';

export const HAUS_TYPES = ['freistehend', 'doppelhaushaelfte'] as const;
export type HausTyp = (typeof HAUS_TYPES)[number];

/** A renovation radio ('nicht saniert' or 'ja') and the year typed for it. */
export interface Renovation {
  saniert: boolean;
  jahr: string;
}

/** The inputs of the form, one per saved house field. */
export interface HouseForm {
  stromverbrauch: string;
  zaehlernummer: string;
  netzbetreiber: string;
  baujahr: string;
  haustyp: HausTyp | '';
  sanierungDach: Renovation;
  sanierungElektrik: Renovation;
}

export type HouseKey = keyof HouseForm;
export const HOUSE_KEYS: readonly HouseKey[] = [
  'stromverbrauch',
  'zaehlernummer',
  'netzbetreiber',
  'baujahr',
  'haustyp',
  'sanierungDach',
  'sanierungElektrik',
];

/** What one input saves; undefined (never set) reads as null. */
export type HouseValue = number | string | null;
export type HouseValues = Record<HouseKey, HouseValue>;

/** 'Stromverbrauch is parsed as a decimal, falling back to 0'; '4.200' is read the German way as 4200. */
export function parseStromverbrauch(text: string): number {
  const trimmed = text.trim();
  const german = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(trimmed) ? trimmed.replaceAll('.', '') : trimmed;
  const value = parseNumber(german);
  // The API refuses a negative consumption; a typo must not block the project's sync.
  return value === null || value < 0 ? 0 : value;
}

/** 'Baujahr is parsed as an integer, falling back to null' (leading digits, as parseInt reads them). */
export function parseYear(text: string): number | null {
  const match = /^\s*(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** 'Renovation years are saved only when ja is chosen, otherwise null.' */
export function renovationYear(renovation: Renovation): number | null {
  return renovation.saniert ? parseYear(renovation.jahr) : null;
}

const textOrNull = (text: string) => text.trim() || null;

/** The value one input saves. */
export function valueOf(form: HouseForm, key: HouseKey): HouseValue {
  switch (key) {
    case 'stromverbrauch':
      return parseStromverbrauch(form.stromverbrauch);
    case 'baujahr':
      return parseYear(form.baujahr);
    case 'zaehlernummer':
    case 'netzbetreiber':
      return textOrNull(form[key]);
    case 'haustyp':
      return form.haustyp || null;
    case 'sanierungDach':
    case 'sanierungElektrik':
      return renovationYear(form[key]);
  }
}

/** What the given inputs save, each on its own. */
export function valuesOfInputs(inputs: Partial<HouseForm>): Partial<HouseValues> {
  const values: Partial<HouseValues> = {};
  // valueOf reads only the input it is asked for, so the others need not be there.
  for (const key of HOUSE_KEYS) if (inputs[key] !== undefined) values[key] = valueOf(inputs as HouseForm, key);
  return values;
}

/** The stored house as comparable values, undefined as null. */
export function valuesOfHouse(house: House | undefined): HouseValues {
  const read = (key: HouseKey): HouseValue => {
    const value = house?.[key];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  };
  return Object.fromEntries(HOUSE_KEYS.map((key) => [key, read(key)])) as HouseValues;
}

const numberText = (value: HouseValue) => (typeof value === 'number' ? String(value).replace('.', ',') : '');
const renovationInput = (value: HouseValue): Renovation => ({ saniert: typeof value === 'number', jahr: numberText(value) });

/** The input showing a stored value: numbers with a decimal comma, 'ja' when a renovation year is set. */
export function inputOf<K extends HouseKey>(key: K, value: HouseValue): HouseForm[K] {
  const input: HouseForm = {
    stromverbrauch: numberText(value),
    zaehlernummer: typeof value === 'string' ? value : '',
    netzbetreiber: typeof value === 'string' ? value : '',
    baujahr: numberText(value),
    haustyp: HAUS_TYPES.find((type) => type === value) ?? '',
    sanierungDach: renovationInput(value),
    sanierungElektrik: renovationInput(value),
  };
  return input[key];
}

export function formFromHouse(house: House | undefined): HouseForm {
  const values = valuesOfHouse(house);
  return Object.fromEntries(HOUSE_KEYS.map((key) => [key, inputOf(key, values[key])])) as unknown as HouseForm;
}

/** The project with the given house fields set; the others, and the bill images, stay as they are. */
export function withHouseValues(project: Project, values: Partial<HouseValues>): Project {
  return { ...project, house: { ...project.house, ...values } as House };
}
