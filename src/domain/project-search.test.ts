import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { matchesQuery, projectSearchKey, queryWords } from './project-search.ts';

const project = (name: string, customer: Project['customer'] = {}): Project => ({
  id: name,
  name,
  status: 'OFFEN',
  active: true,
  createdAt: '2026-11-27T08:00:00Z',
  customer,
});

const finds = (query: string, found: Project) => matchesQuery(projectSearchKey(found), queryWords(query));

describe('the dashboard search finds a project by name, customer and address', () => {
  const mueller = project('Dach Süd', { firstName: 'Jürgen', lastName: 'Müller', address: 'Hauptstraße 5, 68159 Mannheim' });

  it('by any of the three, in any case', () => {
    expect(finds('dach', mueller)).toBe(true);
    expect(finds('JÜRGEN', mueller)).toBe(true);
    expect(finds('68159', mueller)).toBe(true);
    expect(finds('Schmidt', mueller)).toBe(false);
  });

  it('every word somewhere, not as one phrase', () => {
    expect(finds('Müller Mannheim', mueller)).toBe(true);
    expect(finds('  mannheim   jürgen ', mueller)).toBe(true);
    expect(finds('Müller Berlin', mueller)).toBe(false);
  });

  it("an umlaut typed, left out or spelled with 'e'", () => {
    expect(finds('Müller', mueller)).toBe(true);
    expect(finds('Muller', mueller)).toBe(true);
    expect(finds('Mueller', mueller)).toBe(true);
    expect(finds('Juergen Mueller', mueller)).toBe(true);
    const spelledOut = project('Anlage Nord', { firstName: 'Hans', lastName: 'Mueller' });
    expect(finds('Müller', spelledOut)).toBe(true);
    expect(finds('muller', spelledOut)).toBe(true);
    expect(finds('Manuel', project('Neues Projekt', { firstName: 'Manuel' }))).toBe(true);
    expect(finds('Mühle', mueller)).toBe(false);
  });

  it("'ß' as 'ss', and letters of other languages without their marks", () => {
    expect(finds('Hauptstrasse', mueller)).toBe(true);
    expect(finds('hauptstraße', mueller)).toBe(true);
    expect(finds('sahin', project('Neues Projekt', { lastName: 'Şahin' }))).toBe(true);
    expect(finds('lodz', project('Łódź Wschód'))).toBe(true);
    expect(finds('Sorensen', project('Neues Projekt', { lastName: 'Sørensen' }))).toBe(true);
    expect(finds('Sørensen', project('Neues Projekt', { lastName: 'Sorensen' }))).toBe(true);
    expect(finds('kjargaard', project('Neues Projekt', { lastName: 'Kjærgaard' }))).toBe(true);
    expect(finds('🌞', project('Halle 🌞'))).toBe(true);
  });

  it('an empty query finds every project, one without customer included', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(finds('', project('Neues Projekt', undefined))).toBe(true);
  });
});
