import { isAppError, Messages } from '@infragen/contracts';
import { ANSWER_CAPS, assertWithinCaps } from './answer-caps';

const caught = (run: () => void): unknown => {
  try {
    run();
    return null;
  } catch (error) {
    return error;
  }
};
const file = (bytes: number) => ({ content: 'x'.repeat(bytes) });

describe('the caps on a model answer', () => {
  it('keeps an answer at every cap', () => {
    expect(caught(() => assertWithinCaps(Array.from({ length: ANSWER_CAPS.files }, () => file(10))))).toBeNull();
    expect(caught(() => assertWithinCaps([file(ANSWER_CAPS.fileBytes)]))).toBeNull();
    expect(caught(() => assertWithinCaps([file(ANSWER_CAPS.fileBytes), file(ANSWER_CAPS.fileBytes)]))).toBeNull();
  });

  it.each([
    ['one file too many', Array.from({ length: ANSWER_CAPS.files + 1 }, () => file(1))],
    ['one byte over a file', [file(ANSWER_CAPS.fileBytes + 1)]],
    // Counted in UTF-8 bytes, not characters: 200,000 three-byte characters are 600,000 bytes.
    ['a file of wide characters', [{ content: '€'.repeat(200_000) }]],
    ['one byte over the total', [...Array.from({ length: 4 }, () => file(ANSWER_CAPS.fileBytes)), file(1)]],
  ])('refuses %s with the catalogue message', (_, files) => {
    const error = caught(() => assertWithinCaps(files));
    expect(isAppError(error, 'MODEL_ANSWER_TOO_LARGE')).toBe(true);
    expect((error as Error).message).toBe(
      Messages.generation.model.answerTooLarge({ files: 200, fileKb: 512, totalMb: 2 }),
    );
  });
});
