// German electricity distribution grid operators (Verteilnetzbetreiber Strom) as bills name
// them, and a pure matcher that finds the operator in a bill's text despite OCR noise.

export interface Netzbetreiber {
  /** The official company name, the value that goes into house.netzbetreiber. */
  name: string;
  /** Short forms and former names people and bills write for the same grid company. */
  aliases: string[];
  /**
   * Suppliers or groups whose bill in their home area usually means this grid operator
   * (e.g. RheinEnergie → Rheinische NETZGesellschaft); only a guess, so matched with low confidence.
   */
  hints?: string[];
}

export const NETZBETREIBER: Netzbetreiber[] = [
  // The large regional operators.
  { name: 'Westnetz GmbH', aliases: ['Westnetz'], hints: ['Westenergie', 'innogy', 'RWE'] },
  { name: 'Bayernwerk Netz GmbH', aliases: ['Bayernwerk Netz', 'Bayernwerk'] },
  { name: 'Netze BW GmbH', aliases: ['Netze BW', 'NetzeBW'], hints: ['EnBW'] },
  { name: 'E.DIS Netz GmbH', aliases: ['E.DIS Netz', 'E.DIS', 'e.dis AG'] },
  { name: 'Avacon Netz GmbH', aliases: ['Avacon Netz', 'Avacon'] },
  { name: 'Mitteldeutsche Netzgesellschaft Strom mbH', aliases: ['MITNETZ STROM', 'MITNETZ', 'Mitteldeutsche Netzgesellschaft'], hints: ['enviaM', 'envia Mitteldeutsche Energie'] },
  { name: 'SH Netz AG', aliases: ['Schleswig-Holstein Netz AG', 'Schleswig-Holstein Netz', 'SH Netz'], hints: ['HanseWerk'] },
  { name: 'Stromnetz Berlin GmbH', aliases: ['Stromnetz Berlin'] },
  { name: 'Stromnetz Hamburg GmbH', aliases: ['Stromnetz Hamburg'] },
  { name: 'Hamburger Energienetze GmbH', aliases: ['Hamburger Energienetze'] },
  { name: 'Westfalen Weser Netz GmbH', aliases: ['Westfalen Weser Netz', 'Westfalen-Weser-Netz'], hints: ['Westfalen Weser Energie'] },
  { name: 'EWE NETZ GmbH', aliases: ['EWE NETZ'], hints: ['EWE'] },
  { name: 'TEN Thüringer Energienetze GmbH & Co. KG', aliases: ['Thüringer Energienetze', 'TEN Thüringer'], hints: ['TEAG', 'Thüringer Energie AG'] },
  { name: 'Syna GmbH', aliases: ['Syna'], hints: ['Süwag'] },
  { name: 'Main-Donau Netzgesellschaft mbH', aliases: ['Main-Donau Netzgesellschaft', 'Main-Donau Netz', 'MDN Main-Donau'] },
  { name: 'N-ERGIE Netz GmbH', aliases: ['N-ERGIE Netz'], hints: ['N-ERGIE'] },
  { name: 'MVV Netze GmbH', aliases: ['MVV Netze'], hints: ['MVV Energie', 'MVV'] },
  { name: 'LEW Verteilnetz GmbH', aliases: ['LEW Verteilnetz', 'LVN'], hints: ['Lechwerke', 'LEW'] },
  { name: 'Pfalzwerke Netz AG', aliases: ['Pfalzwerke Netz'], hints: ['Pfalzwerke'] },
  { name: 'Energienetze Mittelrhein GmbH & Co. KG', aliases: ['Energienetze Mittelrhein', 'enm'], hints: ['Energieversorgung Mittelrhein', 'evm'] },
  { name: 'enercity Netz GmbH', aliases: ['enercity Netz'], hints: ['enercity', 'Stadtwerke Hannover'] },
  { name: 'WEMAG Netz GmbH', aliases: ['WEMAG Netz'], hints: ['WEMAG'] },
  { name: 'ED Netze GmbH', aliases: ['ED Netze'], hints: ['Energiedienst'] },
  { name: 'Netze ODR GmbH', aliases: ['Netze ODR'], hints: ['EnBW ODR', 'ODR'] },
  { name: 'NRM Netzdienste Rhein-Main GmbH', aliases: ['NRM Netzdienste Rhein-Main', 'Netzdienste Rhein-Main', 'NRM'], hints: ['Mainova'] },
  { name: 'Netze Magdeburg GmbH', aliases: ['Netze Magdeburg'], hints: ['Städtische Werke Magdeburg'] },
  { name: 'SachsenNetze GmbH', aliases: ['SachsenNetze', 'SachsenNetze HS.HD', 'DREWAG NETZ'], hints: ['SachsenEnergie', 'DREWAG'] },
  { name: 'SWM Infrastruktur GmbH & Co. KG', aliases: ['SWM Infrastruktur'], hints: ['Stadtwerke München', 'SWM Versorgungs'] },
  { name: 'Rheinische NETZGesellschaft mbH', aliases: ['Rheinische NETZGesellschaft', 'Rheinische Netzgesellschaft', 'RNG'], hints: ['RheinEnergie'] },
  { name: 'Netze Duisburg GmbH', aliases: ['Netze Duisburg'], hints: ['Stadtwerke Duisburg'] },
  { name: 'Dortmunder Netz GmbH', aliases: ['Dortmunder Netz', 'DONETZ'], hints: ['DEW21', 'Dortmunder Energie- und Wasserversorgung'] },
  { name: 'Stuttgart Netze GmbH', aliases: ['Stuttgart Netze'], hints: ['Stadtwerke Stuttgart'] },
  { name: 'Thüga Energienetze GmbH', aliases: ['Thüga Energienetze'] },
  { name: 'VSE Verteilnetz GmbH', aliases: ['VSE Verteilnetz'], hints: ['VSE AG', 'Energis'] },
  { name: 'e-netz Südhessen AG', aliases: ['e-netz Südhessen'], hints: ['ENTEGA'] },
  { name: 'EAM Netz GmbH', aliases: ['EAM Netz', 'EnergieNetz Mitte'], hints: ['EAM'] },
  { name: 'AllgäuNetz GmbH & Co. KG', aliases: ['AllgäuNetz', 'Allgäu Netz'], hints: ['Allgäuer Überlandwerk', 'AÜW'] },
  { name: 'badenovaNETZE GmbH', aliases: ['badenovaNETZE', 'badenova Netze', 'bnNETZE'], hints: ['badenova'] },
  { name: 'Netze Mittelbaden GmbH & Co. KG', aliases: ['Netze Mittelbaden'], hints: ['E-Werk Mittelbaden'] },
  { name: 'EnergieSüdwest Netz GmbH', aliases: ['EnergieSüdwest Netz'], hints: ['EnergieSüdwest'] },
  { name: 'OVAG Netz GmbH', aliases: ['OVAG Netz'], hints: ['OVAG'] },
  { name: 'Harz Energie Netz GmbH', aliases: ['Harz Energie Netz'], hints: ['Harz Energie'] },
  { name: 'Celle-Uelzen Netz GmbH', aliases: ['Celle-Uelzen Netz'], hints: ['SVO Vertrieb'] },
  { name: 'Rhein-Sieg Netz GmbH', aliases: ['Rhein-Sieg Netz'] },
  { name: 'Westerwald-Netz GmbH', aliases: ['Westerwald-Netz', 'Westerwald Netz'] },
  { name: 'Energienetze Offenbach GmbH', aliases: ['Energienetze Offenbach'], hints: ['Energieversorgung Offenbach', 'EVO AG'] },
  // City grid companies (Stadtwerke and their grid subsidiaries).
  { name: 'Netz Leipzig GmbH', aliases: ['Netz Leipzig'], hints: ['Leipziger Stadtwerke', 'Stadtwerke Leipzig'] },
  { name: 'Netzgesellschaft Düsseldorf mbH', aliases: ['Netzgesellschaft Düsseldorf'], hints: ['Stadtwerke Düsseldorf'] },
  { name: 'Stadtwerke Bochum Netz GmbH', aliases: ['Stadtwerke Bochum Netz'], hints: ['Stadtwerke Bochum'] },
  { name: 'WSW Netz GmbH', aliases: ['WSW Netz'], hints: ['Wuppertaler Stadtwerke', 'WSW Energie'] },
  { name: 'Stadtnetze Münster GmbH', aliases: ['Stadtnetze Münster'], hints: ['Stadtwerke Münster'] },
  { name: 'Bonn-Netz GmbH', aliases: ['Bonn-Netz', 'BonnNetz'], hints: ['Stadtwerke Bonn'] },
  { name: 'Regionetz GmbH', aliases: ['Regionetz'], hints: ['STAWAG', 'Stadtwerke Aachen', 'EWV Energie'] },
  { name: 'SWK NETZE GmbH', aliases: ['SWK NETZE'], hints: ['Stadtwerke Krefeld'] },
  { name: 'NEW Netz GmbH', aliases: ['NEW Netz'], hints: ['NEW Niederrhein'] },
  { name: 'ELE Verteilnetz GmbH', aliases: ['ELE Verteilnetz'], hints: ['Emscher Lippe Energie'] },
  { name: 'ENERVIE Vernetzt GmbH', aliases: ['ENERVIE Vernetzt'], hints: ['ENERVIE', 'Mark-E'] },
  { name: 'AVU Netz GmbH', aliases: ['AVU Netz'], hints: ['AVU'] },
  { name: 'BEW Netze GmbH', aliases: ['BEW Netze'], hints: ['Bergische Energie- und Wasser'] },
  { name: 'Stadtwerke Solingen Netz GmbH', aliases: ['Stadtwerke Solingen Netz'], hints: ['Stadtwerke Solingen'] },
  { name: 'SWO Netz GmbH', aliases: ['SWO Netz'], hints: ['Stadtwerke Osnabrück'] },
  { name: 'Braunschweiger Netz GmbH', aliases: ['Braunschweiger Netz', 'BS|NETZ', 'BS NETZ'], hints: ['BS|ENERGY', 'BS ENERGY'] },
  { name: 'LSW Netz GmbH & Co. KG', aliases: ['LSW Netz'], hints: ['LSW Energie', 'Stadtwerke Wolfsburg'] },
  { name: 'wesernetz Bremen GmbH', aliases: ['wesernetz Bremen'], hints: ['swb Vertrieb Bremen'] },
  { name: 'wesernetz Bremerhaven GmbH', aliases: ['wesernetz Bremerhaven'], hints: ['swb Vertrieb Bremerhaven'] },
  { name: 'SWKiel Netz GmbH', aliases: ['SWKiel Netz', 'Stadtwerke Kiel Netz'], hints: ['Stadtwerke Kiel'] },
  { name: 'Netz Lübeck GmbH', aliases: ['Netz Lübeck'], hints: ['Stadtwerke Lübeck'] },
  { name: 'Stadtwerke Flensburg GmbH', aliases: ['Stadtwerke Flensburg'] },
  { name: 'SWN Stadtwerke Neumünster GmbH', aliases: ['Stadtwerke Neumünster', 'SWN Stadtwerke'] },
  { name: 'Stadtwerke Norderstedt', aliases: ['Stadtwerke Norderstedt'] },
  { name: 'Netzgesellschaft Schwerin mbH', aliases: ['Netzgesellschaft Schwerin'], hints: ['Stadtwerke Schwerin'] },
  { name: 'Stadtwerke Rostock AG', aliases: ['Stadtwerke Rostock'] },
  { name: 'Stadtwerke Stralsund GmbH', aliases: ['Stadtwerke Stralsund'] },
  { name: 'Stadtwerke Greifswald GmbH', aliases: ['Stadtwerke Greifswald'] },
  { name: 'Netzgesellschaft Potsdam GmbH', aliases: ['Netzgesellschaft Potsdam'], hints: ['Energie und Wasser Potsdam', 'EWP'] },
  { name: 'Stadtwerke Frankfurt (Oder) GmbH', aliases: ['Stadtwerke Frankfurt (Oder)', 'Stadtwerke Frankfurt Oder'] },
  { name: 'Energieversorgung Halle Netz GmbH', aliases: ['Energieversorgung Halle Netz', 'EVH Netz'], hints: ['Stadtwerke Halle', 'EVH GmbH'] },
  { name: 'inetz GmbH', aliases: ['inetz'], hints: ['eins energie in sachsen'] },
  { name: 'Stadtwerke Görlitz AG', aliases: ['Stadtwerke Görlitz'] },
  { name: 'Stadtwerke Zwickau Netz GmbH', aliases: ['Stadtwerke Zwickau Netz'], hints: ['Zwickauer Energieversorgung'] },
  { name: 'Stadtwerke Plauen Netz GmbH', aliases: ['Stadtwerke Plauen Netz'], hints: ['Stadtwerke Plauen'] },
  { name: 'SWE Netz GmbH', aliases: ['SWE Netz'], hints: ['Stadtwerke Erfurt'] },
  { name: 'Stadtwerke Jena Netze GmbH', aliases: ['Stadtwerke Jena Netze'], hints: ['Stadtwerke Jena'] },
  { name: 'Stadtwerke Weimar Stadtversorgungs-GmbH', aliases: ['Stadtwerke Weimar'] },
  { name: 'Energieversorgung Gera GmbH', aliases: ['Energieversorgung Gera'] },
  { name: 'Dessauer Versorgungs- und Verkehrsgesellschaft mbH', aliases: ['Dessauer Versorgungs- und Verkehrsgesellschaft', 'DVV Dessau'], hints: ['Stadtwerke Dessau'] },
  { name: 'Stadtwerke Bernburg GmbH', aliases: ['Stadtwerke Bernburg'] },
  { name: 'Stadtwerke Cottbus GmbH', aliases: ['Stadtwerke Cottbus'] },
  { name: 'Mainfranken Netze GmbH', aliases: ['Mainfranken Netze'], hints: ['WVV', 'Würzburger Versorgungs- und Verkehrs'] },
  { name: 'Regensburg Netz GmbH', aliases: ['Regensburg Netz'], hints: ['REWAG'] },
  { name: 'swa Netze GmbH', aliases: ['swa Netze'], hints: ['Stadtwerke Augsburg'] },
  { name: 'Stadtwerke Ingolstadt Netze GmbH', aliases: ['Stadtwerke Ingolstadt Netze', 'SWI Netze'], hints: ['Stadtwerke Ingolstadt'] },
  { name: 'Stadtwerke Rosenheim Netze GmbH', aliases: ['Stadtwerke Rosenheim Netze'], hints: ['Stadtwerke Rosenheim'] },
  { name: 'infra fürth gmbh', aliases: ['infra fürth'] },
  { name: 'ESTW Erlanger Stadtwerke AG', aliases: ['Erlanger Stadtwerke', 'ESTW'] },
  { name: 'Stadtwerke Bamberg Energie- und Wasserversorgungs GmbH', aliases: ['Stadtwerke Bamberg'] },
  { name: 'Stadtwerke Bayreuth Energie und Wasser GmbH', aliases: ['Stadtwerke Bayreuth'] },
  { name: 'Stadtwerke Schweinfurt GmbH', aliases: ['Stadtwerke Schweinfurt'] },
  { name: 'Aschaffenburger Versorgungs-GmbH', aliases: ['Aschaffenburger Versorgungs', 'AVG Aschaffenburg'], hints: ['Stadtwerke Aschaffenburg'] },
  { name: 'SÜC Energie und H2O GmbH', aliases: ['SÜC Energie', 'SÜC Coburg'], hints: ['Städtische Überlandwerke Coburg'] },
  { name: 'Stadtwerke Landshut', aliases: ['Stadtwerke Landshut'] },
  { name: 'Stadtwerke Passau GmbH', aliases: ['Stadtwerke Passau'] },
  { name: 'Stadtwerke Straubing GmbH', aliases: ['Stadtwerke Straubing'] },
  { name: 'Stadtwerke Ulm/Neu-Ulm Netze GmbH', aliases: ['SWU Netze', 'Stadtwerke Ulm/Neu-Ulm Netze'], hints: ['Stadtwerke Ulm', 'SWU Energie'] },
  { name: 'Stadtwerke Heidelberg Netze GmbH', aliases: ['Stadtwerke Heidelberg Netze'], hints: ['Stadtwerke Heidelberg'] },
  { name: 'Stadtwerke Karlsruhe Netzservice GmbH', aliases: ['Stadtwerke Karlsruhe Netzservice', 'SWK-Netzservice'], hints: ['Stadtwerke Karlsruhe'] },
  { name: 'Stadtwerke Pforzheim GmbH & Co. KG', aliases: ['Stadtwerke Pforzheim'] },
  { name: 'Stadtwerke Baden-Baden', aliases: ['Stadtwerke Baden-Baden'] },
  { name: 'Stadtwerke Konstanz GmbH', aliases: ['Stadtwerke Konstanz'] },
  { name: 'Stadtwerke Tübingen GmbH', aliases: ['Stadtwerke Tübingen', 'swt Stadtwerke Tübingen'] },
  { name: 'Stadtwerke Schwäbisch Hall GmbH', aliases: ['Stadtwerke Schwäbisch Hall'] },
  { name: 'Stadtwerke Sindelfingen GmbH', aliases: ['Stadtwerke Sindelfingen'] },
  { name: 'Stadtwerke Ludwigsburg-Kornwestheim GmbH', aliases: ['Stadtwerke Ludwigsburg-Kornwestheim', 'SWLB'] },
  { name: 'FairNetz GmbH', aliases: ['FairNetz'], hints: ['FairEnergie'] },
  { name: 'Albwerk GmbH & Co. KG', aliases: ['Albwerk'] },
  { name: 'Stadtwerke Schwäbisch Gmünd GmbH', aliases: ['Stadtwerke Schwäbisch Gmünd'] },
  { name: 'Mainzer Netze GmbH', aliases: ['Mainzer Netze'], hints: ['Mainzer Stadtwerke'] },
  { name: 'TWL Netze GmbH', aliases: ['TWL Netze'], hints: ['Technische Werke Ludwigshafen', 'TWL'] },
  { name: 'EWR Netz GmbH', aliases: ['EWR Netz'] },
  { name: 'SWT Stadtwerke Trier Versorgungs-GmbH', aliases: ['Stadtwerke Trier', 'SWT Trier'] },
  { name: 'SWK Stadtwerke Kaiserslautern Versorgungs-AG', aliases: ['Stadtwerke Kaiserslautern'] },
  { name: 'Stadtwerke Speyer GmbH', aliases: ['Stadtwerke Speyer'] },
  { name: 'Stadtwerke Saarbrücken Netz AG', aliases: ['Stadtwerke Saarbrücken Netz'], hints: ['Stadtwerke Saarbrücken'] },
  { name: 'energis-Netzgesellschaft mbH', aliases: ['energis-Netzgesellschaft', 'energis Netzgesellschaft'] },
  { name: 'Stadtwerke Saarlouis GmbH', aliases: ['Stadtwerke Saarlouis'] },
  { name: 'ESWE Netz GmbH', aliases: ['ESWE Netz'], hints: ['ESWE Versorgungs'] },
  { name: 'Städtische Werke Netz + Service GmbH', aliases: ['Städtische Werke Netz + Service', 'Städtische Werke Netz und Service'], hints: ['Städtische Werke Kassel', 'Städtische Werke AG'] },
  { name: 'Mittelhessen Netz GmbH', aliases: ['Mittelhessen Netz'], hints: ['Stadtwerke Gießen'] },
  { name: 'Stadtwerke Marburg GmbH', aliases: ['Stadtwerke Marburg'] },
  { name: 'Stadtwerke Hanau GmbH', aliases: ['Stadtwerke Hanau'] },
  { name: 'Stadtwerke Emden GmbH', aliases: ['Stadtwerke Emden'] },
  { name: 'Stadtwerke Göttingen AG', aliases: ['Stadtwerke Göttingen'] },
  { name: 'Stadtwerke Hameln Weserbergland GmbH', aliases: ['Stadtwerke Hameln'] },
  { name: 'Stadtwerke Bielefeld GmbH', aliases: ['Stadtwerke Bielefeld'] },
  { name: 'Stadtwerke Gütersloh GmbH', aliases: ['Stadtwerke Gütersloh'] },
  { name: 'Stadtwerke Hamm GmbH', aliases: ['Stadtwerke Hamm'] },
  { name: 'Stadtwerke Herne AG', aliases: ['Stadtwerke Herne'] },
  { name: 'Stadtwerke Lünen GmbH', aliases: ['Stadtwerke Lünen'] },
  { name: 'Stadtwerke Iserlohn GmbH', aliases: ['Stadtwerke Iserlohn'] },
  { name: 'Stadtwerke Neuss Energie und Wasser GmbH', aliases: ['Stadtwerke Neuss'] },
  { name: 'Stadtwerke Düren GmbH', aliases: ['Stadtwerke Düren'] },
  { name: 'Energieversorgung Oberhausen AG', aliases: ['Energieversorgung Oberhausen'] },
  { name: 'medl GmbH', aliases: ['medl'] },
  { name: 'Energieversorgung Leverkusen GmbH & Co. KG', aliases: ['Energieversorgung Leverkusen'] },
];

/** What the matcher found: the official name and how sure it is (1 = the full official name). */
export interface NetzbetreiberMatch {
  name: string;
  confidence: number;
}

/** How sure a match of each kind is: the official name, a short form, a supplier's home-area guess. */
export const MATCH_CONFIDENCE = { name: 0.95, alias: 0.85, hint: 0.5 } as const;

/**
 * Folds a text the same way on both sides of a comparison: lower case, umlauts and their ae/oe/ue
 * spellings to the base vowel (OCR often drops the dots), and the letters OCR confuses most
 * (l/I/1/|, O/0, rn/m) to one form. Word separators are kept so short names can need word edges.
 */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä|ae/g, 'a')
    .replace(/ö|oe/g, 'o')
    .replace(/ü|ue/g, 'u')
    .replace(/[l1|!]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/rn/g, 'm');
}

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one name over folded text: its letters and digits in order, with up to three
 * other characters between any two of them (a lost or extra space, hyphen, dot or ' & '). Short
 * names (a few letters, like 'RNG' or 'EWE') must stand as a word of their own.
 */
function namePattern(name: string): RegExp | null {
  const chars = [...fold(name)].filter((char) => /[a-z0-9]/.test(char));
  if (chars.length < 3) return null;
  const body = chars.map(escape).join('[^a-z0-9]{0,3}');
  return chars.length <= 5 ? new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`) : new RegExp(body);
}

interface Pattern {
  name: string;
  confidence: number;
  length: number;
  pattern: RegExp;
}

const PATTERNS: Pattern[] = NETZBETREIBER.flatMap((operator) =>
  [
    { text: operator.name, confidence: MATCH_CONFIDENCE.name },
    ...operator.aliases.map((text) => ({ text, confidence: MATCH_CONFIDENCE.alias })),
    ...(operator.hints ?? []).map((text) => ({ text, confidence: MATCH_CONFIDENCE.hint })),
  ].flatMap(({ text, confidence }) => {
    const pattern = namePattern(text);
    return pattern ? [{ name: operator.name, confidence, length: fold(text).length, pattern }] : [];
  }),
);

/**
 * The grid operator a text names, or null. Among several, the surest kind of match wins, then
 * the longest name (so 'Stadtwerke Bochum Netz' beats the supplier 'Stadtwerke Bochum'), then
 * the first in the text.
 */
export function matchNetzbetreiber(text: string): NetzbetreiberMatch | null {
  const folded = fold(text);
  let best: (NetzbetreiberMatch & { length: number; index: number }) | null = null;
  for (const { name, confidence, length, pattern } of PATTERNS) {
    const found = pattern.exec(folded);
    if (!found) continue;
    const better =
      !best ||
      confidence > best.confidence ||
      (confidence === best.confidence && (length > best.length || (length === best.length && found.index < best.index)));
    if (better) best = { name, confidence, index: found.index, length };
  }
  return best && { name: best.name, confidence: best.confidence };
}
