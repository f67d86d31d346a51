import { randomUUID } from 'node:crypto';
import { isAppError, type ParsedPromoCode } from '@infragen/contracts';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { PromoCodesRepository } from './promo-codes.repository';
import { UsersRepository } from './users.repository';

/** Promo codes: unique codes, and redemptions within their limits, on PostgreSQL and PGlite. */
describe(`promo codes repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let promos: PromoCodesRepository;
  beforeAll(() => {
    promos = new PromoCodesRepository(database.orm.em);
  });
  const newUser = async () =>
    (
      await new UsersRepository(database.orm.em).create({
        email: `promo-${randomUUID()}@example.com`,
        passwordHash: 'x',
        fullName: 'P',
        role: 'user',
        emailVerifiedAt: new Date(),
      })
    ).id;
  let counter = 0;
  const code = (fields: Partial<ParsedPromoCode> = {}): ParsedPromoCode => ({
    code: `CODE${(counter += 1)}${randomUUID().slice(0, 4).toUpperCase()}`,
    description: null,
    discount_type: 'percentage',
    discount_value: 10,
    max_uses: null,
    expires_at: null,
    ...fields,
  });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'redeemed';
    } catch (error) {
      if (isAppError(error)) return error.code;
      throw error;
    }
  };

  it('stores a code with its fields and refuses a second one with the same code', async () => {
    const admin = randomUUID();
    const created = await promos.create(
      code({ code: 'SPRING25', description: 'Spring', discount_value: 25, max_uses: 3 }),
      admin,
    );
    expect(created).toMatchObject({
      code: 'SPRING25',
      description: 'Spring',
      discount_type: 'percentage',
      discount_value: 25,
      max_uses: 3,
      current_uses: 0,
      expires_at: null,
      is_active: true,
      created_by: admin,
    });
    expect(await refusal(promos.create(code({ code: 'SPRING25' }), null))).toBe('PROMO_CODE_TAKEN');
    expect((await promos.list())[0]!.code).toBe('SPRING25');
    expect(await promos.setActive(created.id, false)).toMatchObject({ is_active: false });
    expect(await promos.setActive(randomUUID(), false)).toBeNull();
  });

  it('redeems a credits code once per user, adding its credits and counting the use', async () => {
    const user = await newUser();
    const gift = await promos.create(code({ discount_type: 'credits', discount_value: 25 }), null);
    const redeemed = await promos.redeem(user, gift.code);
    expect(redeemed.balance).toBe(25);
    expect(redeemed.promo.current_uses).toBe(1);
    expect(await refusal(promos.redeem(user, gift.code))).toBe('PROMO_CODE_ALREADY_REDEEMED');
    const [row] = await database.sql<{ credits: number }[]>('select credits from users where id = ?', [user]);
    expect(row!.credits).toBe(25);
    expect((await promos.redeemedBy(user)).map((r) => [r.code, r.discountType, r.discountValue])).toEqual([
      [gift.code, 'credits', 25],
    ]);
  });

  it('records a discount code without touching credits', async () => {
    const user = await newUser();
    const discount = await promos.create(code({ discount_type: 'fixed_amount', discount_value: 5 }), null);
    const redeemed = await promos.redeem(user, discount.code);
    expect(redeemed).toMatchObject({ balance: 0, promo: { current_uses: 1, discount_value: 5 } });
  });

  it('refuses unknown, inactive, expired and used-up codes, each with its reason', async () => {
    const user = await newUser();
    const inactive = await promos.create(code(), null);
    await promos.setActive(inactive.id, false);
    const expired = await promos.create(code({ expires_at: new Date(Date.now() - 1000).toISOString() }), null);
    const full = await promos.create(code({ max_uses: 1 }), null);
    await promos.redeem(await newUser(), full.code);
    expect(await refusal(promos.redeem(user, 'NOSUCHCODE'))).toBe('PROMO_CODE_NOT_FOUND');
    expect(await refusal(promos.redeem(user, inactive.code))).toBe('PROMO_CODE_INACTIVE');
    expect(await refusal(promos.redeem(user, expired.code))).toBe('PROMO_CODE_EXPIRED');
    expect(await refusal(promos.redeem(user, full.code))).toBe('PROMO_CODE_USED_UP');
    // Nothing was counted for the refusals.
    const [row] = await database.sql<{ current_uses: number }[]>('select current_uses from promo_codes where id = ?', [
      full.id,
    ]);
    expect(row!.current_uses).toBe(1);
  });

  it('gives the last use to one user only when several redeem at once', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, newUser));
    const scarce = await promos.create(code({ max_uses: 2, discount_type: 'credits', discount_value: 1 }), null);
    const outcomes = await Promise.all(users.map((u) => refusal(promos.redeem(u, scarce.code))));
    expect(outcomes.sort()).toEqual(['PROMO_CODE_USED_UP', 'PROMO_CODE_USED_UP', 'redeemed', 'redeemed']);
    const [row] = await database.sql<{ current_uses: number; redemptions: string }[]>(
      'select current_uses, (select count(*) from promo_code_redemptions where promo_code_id = ?) as redemptions from promo_codes where id = ?',
      [scarce.id, scarce.id],
    );
    expect(row).toEqual({ current_uses: 2, redemptions: '2' });
  });
});
