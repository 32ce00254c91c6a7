// The one way a list's search box behaves: the text shows at once, the search is applied after a quiet moment (not
// on every key), and when the applied search changes from outside (the URL, a reset) the box shows it.
import { useDebouncedCallback } from '@mantine/hooks';
import { type ChangeEvent, useEffect, useState } from 'react';

/** The `value` and `onChange` of a search TextInput whose applied search is `applied`. */
export function useSearchBox(applied: string, apply: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  const applyLater = useDebouncedCallback(apply, delayMs);
  return {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.currentTarget.value);
      applyLater(e.currentTarget.value);
    },
  };
}
