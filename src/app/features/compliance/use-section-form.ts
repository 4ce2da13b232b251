import { useCallback, useState } from 'react';
import type { Problems } from '../../../contract/compliance-rules';

/**
 * A section's values, with errors shown after a save attempt and cleared field by field
 * on change (spec 2 §5: "Errors clear on change").
 */
export function useSectionForm<T extends Record<string, string>>(initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [shown, setShown] = useState<Problems>({});
  const set = useCallback((field: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }, []);
  return { values, setValues, set, shown, showProblems: setShown };
}
