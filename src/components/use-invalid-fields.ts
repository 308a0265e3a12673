// Which fields of a form hold text that is not saved (no number, or one out of range), so the
// form can say so instead of 'gespeichert' and ask before it is left. Each field's reporter stays
// the same function, so a field can report from an effect without rendering the form anew.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface InvalidFields {
  any: boolean;
  report: (field: string) => (invalid: boolean) => void;
}

export function useInvalidFields(): InvalidFields {
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

/** A field's side: tells `report` whether its text is unsaved, and that nothing is once the field goes. */
export function useReportInvalid(invalid: boolean, report: ((invalid: boolean) => void) | undefined): void {
  useEffect(() => {
    report?.(invalid);
    // A field that goes (the measured slope, when the roof type's is chosen) leaves nothing unsaved behind.
    return () => report?.(false);
  }, [invalid, report]);
}
