// One measured figure of `npm run bench`, with the budget where it gives one, and the
// table printed from them.

export interface Figure {
  /** Group in bench/results.json, e.g. "coldStart". */
  group: string;
  /** Key within the group, e.g. "medianMs". */
  key: string;
  label: string;
  value: number;
  unit: string;
  /** The budget, and whether a value must stay at or below it ('max') or reach it ('min'). */
  budget?: { limit: number; kind: 'max' | 'min' | 'below' };
  note?: string;
}

export function passes(figure: Figure): boolean | null {
  if (!figure.budget) return null;
  const { limit, kind } = figure.budget;
  if (kind === 'max') return figure.value <= limit;
  if (kind === 'below') return figure.value < limit;
  return figure.value >= limit;
}

function budgetText(figure: Figure): string {
  if (!figure.budget) return '';
  const sign = { max: '≤', below: '<', min: '≥' }[figure.budget.kind];
  return `${sign} ${figure.budget.limit} ${figure.unit}`.trim();
}

export function formatTable(figures: Figure[]): string {
  const rows = figures.map((figure) => {
    const verdict = passes(figure);
    return [
      figure.label,
      `${figure.value} ${figure.unit}`.trim(),
      budgetText(figure),
      verdict === null ? '' : verdict ? 'ok' : 'VERFEHLT',
      figure.note ?? '',
    ];
  });
  const header = ['Kennzahl', 'Wert', 'Budget', '', 'Hinweis'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** bench/results.json: figures by group, each with value, unit, budget and verdict. */
export function resultsDocument(figures: Figure[], failures: Array<{ group: string; error: string }>, meta: Record<string, unknown>) {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const figure of figures) {
    groups[figure.group] ??= {};
    groups[figure.group][figure.key] = {
      label: figure.label,
      value: figure.value,
      unit: figure.unit,
      ...(figure.budget ? { budget: figure.budget, pass: passes(figure) } : {}),
      ...(figure.note ? { note: figure.note } : {}),
    };
  }
  return {
    ...meta,
    figures: groups,
    budgetsMissed: figures.filter((figure) => passes(figure) === false).map((figure) => `${figure.group}.${figure.key}`),
    failedToMeasure: failures,
  };
}
