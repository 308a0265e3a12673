import { describe, expect, it } from 'vitest';
import { MATCH_CONFIDENCE, matchNetzbetreiber, NETZBETREIBER } from './netzbetreiber.ts';

describe('the list of grid operators', () => {
  it('holds at least 120 operators with unique official names', () => {
    expect(NETZBETREIBER.length).toBeGreaterThanOrEqual(120);
    expect(new Set(NETZBETREIBER.map((operator) => operator.name)).size).toBe(NETZBETREIBER.length);
  });
});

describe('matchNetzbetreiber', () => {
  it.each([
    ['Netzbetreiber: Westnetz GmbH', 'Westnetz GmbH', MATCH_CONFIDENCE.name],
    ['Ihr Netzbetreiber ist die Bayernwerk Netz GmbH, Regensburg', 'Bayernwerk Netz GmbH', MATCH_CONFIDENCE.name],
    ['Netzgebiet Westnetz', 'Westnetz GmbH', MATCH_CONFIDENCE.alias],
    ['Bayernwerk AG', 'Bayernwerk Netz GmbH', MATCH_CONFIDENCE.alias],
    ['Netze BW', 'Netze BW GmbH', MATCH_CONFIDENCE.alias],
    ['E.DIS', 'E.DIS Netz GmbH', MATCH_CONFIDENCE.alias],
    ['MITNETZ STROM', 'Mitteldeutsche Netzgesellschaft Strom mbH', MATCH_CONFIDENCE.alias],
    ['SH Netz', 'SH Netz AG', MATCH_CONFIDENCE.alias],
    ['Stromnetz Berlin', 'Stromnetz Berlin GmbH', MATCH_CONFIDENCE.alias],
    ['TEN Thüringer Energienetze GmbH & Co. KG', 'TEN Thüringer Energienetze GmbH & Co. KG', MATCH_CONFIDENCE.name],
    ['SWM Infrastruktur GmbH & Co. KG', 'SWM Infrastruktur GmbH & Co. KG', MATCH_CONFIDENCE.name],
  ])('%s → %s', (text, name, confidence) => {
    expect(matchNetzbetreiber(text)).toEqual({ name, confidence });
  });

  it.each([
    ['missing spaces', 'Netzbetreiber:WestnetzGmbH', 'Westnetz GmbH'],
    ['missing hyphen', 'Schleswig Holstein Netz AG', 'SH Netz AG'],
    ['ae for ä', 'Thueringer Energienetze', 'TEN Thüringer Energienetze GmbH & Co. KG'],
    ['dots lost', 'Thuringer Energienetze', 'TEN Thüringer Energienetze GmbH & Co. KG'],
    ['l read as I', 'Mitteldeutsche NetzgeseIIschaft Strom mbH', 'Mitteldeutsche Netzgesellschaft Strom mbH'],
    ['0 for O', 'E.DIS Netz GmbH, P0tsdamer Str.', 'E.DIS Netz GmbH'],
    ['rn read as m', 'Bayemwerk Netz GmbH', 'Bayernwerk Netz GmbH'],
    ['upper case and dot lost', 'EDIS NETZ GMBH', 'E.DIS Netz GmbH'],
  ])('tolerates OCR noise: %s', (_, text, name) => {
    expect(matchNetzbetreiber(text)?.name).toBe(name);
  });

  it('prefers the grid company over its supplier named in the same text', () => {
    expect(matchNetzbetreiber('Stadtwerke Bochum GmbH … Netzbetreiber: Stadtwerke Bochum Netz GmbH')?.name).toBe('Stadtwerke Bochum Netz GmbH');
    expect(matchNetzbetreiber('RheinEnergie AG, Köln; Netz: Rheinische NETZGesellschaft mbH')).toEqual({
      name: 'Rheinische NETZGesellschaft mbH',
      confidence: MATCH_CONFIDENCE.name,
    });
  });

  it('a supplier alone is only a guess of its home grid', () => {
    expect(matchNetzbetreiber('RheinEnergie AG, Parkgürtel 24, 50823 Köln')).toEqual({ name: 'Rheinische NETZGesellschaft mbH', confidence: MATCH_CONFIDENCE.hint });
  });

  it('short names need a word of their own, and unrelated text matches nothing', () => {
    expect(matchNetzbetreiber('Strangeness und Ewerthausen')).toBeNull();
    expect(matchNetzbetreiber('Vielen Dank für Ihr Vertrauen. Ihr Kundenservice')).toBeNull();
    expect(matchNetzbetreiber('')).toBeNull();
  });
});
