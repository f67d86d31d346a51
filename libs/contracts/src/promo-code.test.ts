import { generatePromoCode, PROMO_CODE_LENGTH } from './promo-code';
import { CreatePromoCodeSchema } from './api/promo-codes';

describe('generatePromoCode', () => {
  it('makes 8 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i += 1) expect(generatePromoCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(PROMO_CODE_LENGTH).toBe(8);
  });

  it('draws again the bytes that would favour the first characters', () => {
    // 252 and above are beyond the last whole run of 36: never used.
    const bytes = [255, 252, 0, 35, 36, 251, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const code = generatePromoCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(code).toBe('A9A9BCDE');
  });
});

describe('the create dialog parsing rules', () => {
  it('uppercases and trims the code, reads empty fields as 0 or none, and numbers in text', () => {
    expect(
      CreatePromoCodeSchema.parse({
        code: ' spring-25 ',
        discount_value: '',
        max_uses: '',
        expires_at: '',
        description: '',
      }),
    ).toEqual({
      code: 'SPRING-25',
      description: null,
      discount_type: 'percentage',
      discount_value: 0,
      max_uses: null,
      expires_at: null,
    });
    expect(
      CreatePromoCodeSchema.parse({
        code: 'x12',
        discount_type: 'credits',
        discount_value: '50',
        max_uses: '10',
        expires_at: '2030-01-01',
      }),
    ).toMatchObject({ code: 'X12', discount_value: 50, max_uses: 10, expires_at: '2030-01-01T00:00:00.000Z' });
  });

  it('names what it cannot read', () => {
    const fields = (body: object) => CreatePromoCodeSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ code: '' })).toEqual(['code']);
    expect(fields({ code: 'ab' })).toEqual(['code']);
    expect(fields({ code: 'OK1', max_uses: '0' })).toEqual(['max_uses']);
    expect(fields({ code: 'OK1', discount_value: 'ten' })).toEqual(['discount_value']);
    expect(fields({ code: 'OK1', discount_value: 101 })).toEqual(['discount_value']);
    expect(fields({ code: 'OK1', expires_at: 'tomorrow-ish' })).toEqual(['expires_at']);
  });
});
