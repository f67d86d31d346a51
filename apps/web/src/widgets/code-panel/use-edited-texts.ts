import { useCallback, useState } from 'react';

interface Edit {
  /** The generated content the edit was made on. */
  base: string;
  text: string;
}

/**
 * The user's local edits, per file path. An edit counts only while the generated content it was
 * made on is unchanged, so a new generation shows its own code instead of yesterday's edit.
 */
export function useEditedTexts() {
  const [edits, setEdits] = useState<Readonly<Record<string, Edit>>>({});

  const textOf = useCallback(
    (file: { path: string; content: string }) => {
      const edit = edits[file.path];
      return edit && edit.base === file.content ? edit.text : file.content;
    },
    [edits],
  );

  const setText = useCallback((file: { path: string; content: string }, text: string) => {
    setEdits((current) => ({ ...current, [file.path]: { base: file.content, text } }));
  }, []);

  return { textOf, setText };
}
