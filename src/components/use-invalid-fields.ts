// Which fields of a form hold text that is not saved (no number, or one out of range), so the
// form can say so instead of 'gespeichert' and ask before it is left. Each field's reporter stays
// the same function, so a field can report from an effect without rendering the form anew.
import { useCallback, useRef, useState } from 'react';

export function useInvalidFields(): { any: boolean; report: (field: string) => (invalid: boolean) => void } {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const reporters = useRef(new Map<string, (invalid: boolean) => void>());
  const report = useCallback((field: string) => {
    let reporter = reporters.current.get(field);
    if (!reporter) {
      reporter = (bad: boolean) =>
        setInvalid((current) => {
          if (current.has(field) === bad) return current;
          const next = new Set(current);
          if (bad) next.add(field);
          else next.delete(field);
          return next;
        });
      reporters.current.set(field, reporter);
    }
    return reporter;
  }, []);
  return { any: invalid.size > 0, report };
}
