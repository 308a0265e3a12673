// The grid operator (pure): named after its label, named anywhere on the bill, guessed from the
// supplier's home area, or following from the delivery address's postcode in a city with one
// city grid; a guess two ways agree on is surer than either.
import { cityGridOperator } from './city-grids.ts';
import { BILL_TEXTS as T } from './texts.ts';
import { labelled, linesOf, type BillLine, type BillPage, type Candidate } from './bill-lines.ts';
import { MATCH_CONFIDENCE, matchNetzbetreiber } from './netzbetreiber.ts';

const OPERATOR_LABEL = /(?:verteil)?netzbetreiber(?:in)?\b\s*(?:ist\s+(?:die\s+)?)?[:;,.]?\s*/i;
/** An operator named after the label but missing from the list: its name up to the legal form. */
const COMPANY = /^(.{3,80}?\b(?:GmbH\s*&\s*Co\.\s*KG|GmbH|AG|mbH|KG|eG))(?:\s|$)/;
/** Where the electricity is delivered, when the bill labels it. */
const DELIVERY_LABEL = /lieferstelle|lieferanschrift|verbrauchsstelle|abnahmestelle|anlagenanschrift/i;
const POSTCODE_CITY = /(?<!\d)(\d{5})\s+\p{Lu}/u;
/** The address window's last line: the postcode and the city, nothing else. */
const ADDRESS_LINE = /^(\d{5})\s+\p{Lu}[\p{L} .()/-]*$/u;

function namedCandidates(page: BillPage, lines: BillLine[]): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = [];
  lines.forEach(({ text: line }, index) => {
    const label = OPERATOR_LABEL.exec(line);
    if (!label) return;
    const rest = line.slice(label.index + label[0].length);
    const named = matchNetzbetreiber(rest) ?? (rest ? null : matchNetzbetreiber(lines[index + 1]?.text ?? ''));
    if (named && named.confidence > MATCH_CONFIDENCE.hint) {
      candidates.push({ wert: named.name, qualitaet: labelled(page.source), score: 3, page: page.page, quelle: T.readFrom(line) });
      return;
    }
    const company = COMPANY.exec(rest);
    if (company) candidates.push({ wert: company[1], qualitaet: page.source === 'text' ? 'mittel' : 'niedrig', score: 2, page: page.page, quelle: T.readFrom(line) });
  });
  const anywhere = matchNetzbetreiber(lines.map(({ text }) => text).join('\n'));
  if (anywhere) {
    const guess = anywhere.confidence <= MATCH_CONFIDENCE.hint;
    const line = lines.find(({ text }) => matchNetzbetreiber(text)?.name === anywhere.name)?.text;
    candidates.push({ wert: anywhere.name, qualitaet: guess ? 'niedrig' : 'mittel', score: guess ? 0 : 1, page: page.page, quelle: line ? T.readFrom(line) : '' });
  }
  return candidates;
}

/** The delivery address's postcode and the line it stands on: a labelled one, else the address window's. */
function deliveryPostcode(pages: BillPage[]): { postcode: string; page: number; line: string } | null {
  const all = pages.flatMap((page) => linesOf(page.text).map((line) => ({ line, page: page.page })));
  for (const { line, page } of all) {
    const postcode = DELIVERY_LABEL.test(line.text) ? POSTCODE_CITY.exec(line.text) : null;
    if (postcode) return { postcode: postcode[1], page, line: line.text };
  }
  for (const { line, page } of all) {
    const cell = line.cells.find((entry) => ADDRESS_LINE.test(entry));
    if (cell) return { postcode: cell.slice(0, 5), page, line: cell };
  }
  return null;
}

export function operatorCandidates(pages: BillPage[]): Array<Candidate<string>> {
  const candidates = pages.flatMap((page) => namedCandidates(page, linesOf(page.text)));
  const delivery = deliveryPostcode(pages);
  const grid = delivery && cityGridOperator(delivery.postcode);
  if (!delivery || !grid) return candidates;
  // The supplier's home area and the city's grid agree: that is more than either guess alone.
  const agreed = candidates.some((candidate) => candidate.wert === grid.operator && candidate.score === 0);
  const quelle = T.fromPostcode(delivery.line, grid.city);
  return [...candidates, { wert: grid.operator, qualitaet: agreed ? 'mittel' : 'niedrig', score: 1, page: delivery.page, quelle }];
}
