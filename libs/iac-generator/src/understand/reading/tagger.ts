/**
 * Parts of speech from wink-nlp and its bundled English model (decision 042), with each token's
 * place in the text. The model takes a few hundred milliseconds to load, so it is loaded on the
 * first request a process reads and kept for every later one.
 */
import winkNLP, { type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Tagged {
  text: string;
  /** Universal part of speech: NOUN, PROPN, VERB, ADJ, ADP, DET, NUM, PUNCT ... */
  pos: string;
  start: number;
  end: number;
  /** Index of the sentence the token is in. */
  sentence: number;
}

let nlp: ReturnType<typeof winkNLP> | undefined;
let empty: ReturnType<ReturnType<typeof winkNLP>['readDoc']> | undefined;

/** The loaded library, one per process. */
function english(): ReturnType<typeof winkNLP> {
  nlp ??= winkNLP(model);
  return nlp;
}

/** Whether the English model's lexicon holds `word` (lower case): a word of the language, not a typo or a name. */
export function inEnglishLexicon(word: string): boolean {
  empty ??= english().readDoc('');
  return !empty.isOOV(word);
}

/** The text's tokens with their parts of speech and offsets, sentence by sentence. */
export function tag(text: string): Tagged[] {
  const reader = english();
  const its = reader.its;
  const doc = reader.readDoc(text);
  const out: Tagged[] = [];
  let at = 0;
  doc.sentences().each((sentence, index) => {
    sentence.tokens().each((token: ItemToken) => {
      const word = String(token.out(its.value));
      // wink keeps each token's characters as written, so the next occurrence is the token itself.
      const start = text.indexOf(word, at);
      if (start < 0) return;
      at = start + word.length;
      out.push({ text: word, pos: String(token.out(its.pos)), start, end: at, sentence: index });
    });
  });
  return out;
}
