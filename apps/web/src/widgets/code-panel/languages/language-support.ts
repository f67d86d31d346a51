import type { CodeLanguage } from '@infragen/contracts';
import { StreamLanguage } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { bicepParser } from './bicep';
import { hclParser } from './hcl';

// Defined once: every StreamLanguage.define makes a distinct language that shares no caches.
const hcl = StreamLanguage.define(hclParser);
const bicep = StreamLanguage.define(bicepParser);

/** The CodeMirror highlighting for a generated file's language. Part of the lazy editor chunk. */
export function languageSupport(language: CodeLanguage): Extension {
  switch (language) {
    case 'hcl':
      return hcl;
    case 'bicep':
      return bicep;
    case 'yaml':
      return yaml();
    case 'json':
      return json();
  }
}
