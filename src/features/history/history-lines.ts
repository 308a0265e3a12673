// A history entry's changes as lines a surveyor reads: 'Kunde › Telefon: „0621 1“ → „0621 555“',
// 'Elektrik › Zählerschrank › Analyse › Fotos: hinzugefügt: zähler.jpg'.
import type { HistoryChange } from '@/domain/project-history';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import { HISTORY_TEXTS as T } from './texts';

function value(shown: unknown): string {
  if (shown === undefined || shown === null || shown === '') return T.empty_value;
  if (typeof shown === 'boolean') return shown ? T.yes : T.no;
  if (typeof shown === 'string') return `„${shown}“`;
  if (typeof shown === 'number') return String(shown).replace('.', ',');
  return JSON.stringify(shown);
}

function place(path: readonly string[]): string {
  return path.map((key, index) => (index === 0 ? T.sections[key] : (T.fields[key] ?? COMPONENT_LABELS[key])) ?? key).join(' › ');
}

export function historyLine(change: HistoryChange): string {
  const parts = [
    change.added?.length ? T.added(change.added.join(', ')) : null,
    change.removed?.length ? T.removed(change.removed.join(', ')) : null,
    !change.added && !change.removed
      ? change.from === undefined
        ? T.set(value(change.to))
        : change.to === undefined
          ? T.cleared(value(change.from))
          : T.changedTo(value(change.from), value(change.to))
      : null,
  ].filter(Boolean);
  return `${place(change.path)}: ${parts.join('; ')}`;
}
