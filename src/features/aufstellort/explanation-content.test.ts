import { describe, expect, it } from 'vitest';
import { usableReasoning, type CriterionExplanation } from '@/domain/explanation';
import { explanationContent, fallbackExplanation } from './explanation-content';

const server: CriterionExplanation = {
  title: 'Temperatur',
  status_display: { text: 'Geeignet', icon: 'check' },
  reasoning: 'Der Kellerraum ist beheizt.',
  summary: 'Temperatur: Geeignet',
  requirements: ['Betriebstemperatur 18-25 °C'],
  confidence_level: 'hoch',
};

describe('the explanation of a criterion (SPEC §5 Explanations, §8 Explanation fetch failure, §9)', () => {
  it('"Local reasoning is ignored if it is \'Keine detaillierte Begründung verfügbar\' or \'nicht_erkannt\'"', () => {
    expect(usableReasoning('Keine detaillierte Begründung verfügbar')).toBeNull();
    expect(usableReasoning(' nicht_erkannt ')).toBeNull();
    expect(usableReasoning('')).toBeNull();
    expect(usableReasoning(undefined)).toBeNull();
    expect(usableReasoning('Lüftungsgitter an der Außenwand')).toBe('Lüftungsgitter an der Außenwand');
  });

  it('usable local reasoning is shown, the other parts come from the server explanation', () => {
    const content = explanationContent('temperatur', { zustand: 'geeignet', reasoning: 'Thermometer zeigt 20 °C' }, server);
    expect(content).toMatchObject({
      title: 'Temperatur',
      status: { text: 'Geeignet', icon: 'check' },
      reasoning: 'Thermometer zeigt 20 °C',
      summary: 'Temperatur: Geeignet',
      requirements: ['Betriebstemperatur 18-25 °C'],
      confidence: 'hoch',
      fallback: null,
    });
  });

  it('"Then the server explanation is used if available": ignored local reasoning gives way to the server\'s', () => {
    for (const reasoning of ['Keine detaillierte Begründung verfügbar', 'nicht_erkannt', undefined]) {
      expect(explanationContent('temperatur', { zustand: 'geeignet', reasoning }, server).reasoning).toBe('Der Kellerraum ist beheizt.');
    }
  });

  it('a server reasoning that is itself an ignored value gives way to the built-in text', () => {
    const echoed = { ...server, reasoning: 'Keine detaillierte Begründung verfügbar' };
    const content = explanationContent('temperatur', { zustand: 'geeignet', reasoning: 'Keine detaillierte Begründung verfügbar' }, echoed);
    expect(content.reasoning).toContain('18-25 °C');
    expect(content.reasoning).not.toContain('Keine detaillierte');
  });

  it('"Explanation fetch failure: Fall back to built-in explanation texts per criterion and state"', () => {
    const content = explanationContent('temperatur', { zustand: 'ungeeignet', qualitaet: 'mittel' }, null, 'offline');
    expect(content).toMatchObject({
      title: 'Temperatur',
      status: { text: 'Ungeeignet', icon: 'close' },
      summary: 'Temperatur: Ungeeignet',
      confidence: 'mittel',
      fallback: 'offline',
    });
    expect(content.reasoning).toContain('außerhalb');
    expect(explanationContent('temperatur', {}, null).fallback).toBe('failed');
    expect(explanationContent('temperatur', { zustand: 'unklar' }, null).confidence).toBe('niedrig');
    expect(explanationContent('temperatur', {}, null).confidence).toBeNull();
    expect(explanationContent('temperatur', { zustand: 'unklar', qualitaet: 'hoch' }, null, 'failed', { corrected: true }).confidence).toBeNull();
  });

  it('usable local reasoning is kept even when the server cannot answer', () => {
    expect(explanationContent('belueftung', { zustand: 'unklar', reasoning: 'Fenster verdeckt' }, null).reasoning).toBe('Fenster verdeckt');
  });

  it('built-in texts exist for all five criteria in all four states, each different', () => {
    const criteria = ['belueftung', 'temperatur', 'mindestabstaende', 'feuchtigkeit', 'brandschutz'] as const;
    const states = ['geeignet', 'ungeeignet', 'unklar', 'unbekannt'] as const;
    const texts = criteria.flatMap((criterion) => states.map((state) => fallbackExplanation(criterion, state).reasoning));
    expect(new Set(texts).size).toBe(20);
    for (const text of texts) expect(text.length).toBeGreaterThan(20);
  });

  it('"Storage guidance: operating temperature 18-25 °C, minimum distance 50 cm to walls and combustibles, relative humidity below 60%"', () => {
    for (const state of ['geeignet', 'ungeeignet', 'unklar', 'unbekannt'] as const) {
      expect(fallbackExplanation('temperatur', state).reasoning).toContain('18-25 °C');
      expect(fallbackExplanation('mindestabstaende', state).reasoning).toContain('50 cm');
      expect(fallbackExplanation('feuchtigkeit', state).reasoning).toContain('60 %');
    }
    expect(fallbackExplanation('temperatur', 'geeignet').requirements).toContain('Betriebstemperatur 18-25 °C');
    expect(fallbackExplanation('mindestabstaende', 'geeignet').requirements.join(' ')).toContain('50 cm Abstand zu Wänden und brennbaren Materialien');
    expect(fallbackExplanation('feuchtigkeit', 'geeignet').requirements).toContain('Relative Luftfeuchtigkeit unter 60 %');
  });

  it('photos uploaded but the criterion not seen: the explanation says so and never claims there are no photos', () => {
    const noPhotos = { ...server, status_display: { text: 'Unbekannt', icon: 'remove' }, reasoning: 'Für dieses Kriterium liegen noch keine Fotos oder Analyseergebnisse vor.' };
    const content = explanationContent('belueftung', { zustand: 'nicht_erkennbar' }, noPhotos, 'failed', { photoCount: 2 });
    expect(content.reasoning).toBe('Auf den 2 Fotos des Aufstellorts war „Belüftung“ nicht zu erkennen. Bitte vor Ort prüfen und von Hand bewerten.');
    expect(explanationContent('belueftung', {}, null, 'offline', { photoCount: 1 }).reasoning).toContain('Auf dem Foto des Aufstellorts');
  });

  it('a criterion rated by hand shows that rating and the note, not the AI reasoning or an older server status', () => {
    const content = explanationContent('temperatur', { zustand: 'ungeeignet', reasoning: 'Thermometer zeigt 20 °C' }, server, 'failed', {
      corrected: true,
      note: ' Heizkessel direkt daneben ',
    });
    expect(content).toMatchObject({ manual: true, note: 'Heizkessel direkt daneben', status: { text: 'Ungeeignet', icon: 'close' }, fallback: null });
    // The user's own rating carries no AI confidence.
    expect(content.confidence).toBeNull();
    expect(content.reasoning).toContain('außerhalb');
  });
});
