import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingPeriod, PlanView, UpdatePlan } from '@infragen/contracts';

interface PlanRow {
  id: string;
  name: string;
  description: string;
  price: string | null;
  billing_period: BillingPeriod;
  credits_included: number | null;
  is_active: boolean;
}

const COLUMNS = 'id, name, description, price, billing_period, credits_included, is_active';

function view(row: PlanRow): PlanView {
  return { ...row, price: row.price === null ? null : Number(row.price) };
}

/** Subscription plans: what each costs per billing period and the credits it grants each period. */
export class PlansRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every plan, cheapest first (custom pricing last). */
  async list(): Promise<PlanView[]> {
    const rows = await this.em
      .getConnection()
      .execute<PlanRow[]>(`select ${COLUMNS} from subscription_plans order by price asc nulls last, name`);
    return rows.map(view);
  }

  async findById(id: string): Promise<PlanView | null> {
    const rows = await this.em
      .getConnection()
      .execute<PlanRow[]>(`select ${COLUMNS} from subscription_plans where id = ?`, [id]);
    return rows[0] ? view(rows[0]) : null;
  }

  /** The plan a new account starts on: the cheapest active free plan, if there is one. */
  async defaultPlanId(): Promise<string | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'select id from subscription_plans where is_active and price = 0 order by created_at, name limit 1',
      );
    return rows[0]?.id ?? null;
  }

  /** Changes the given fields; null when there is no such plan. */
  async update(id: string, fields: UpdatePlan): Promise<PlanView | null> {
    const columns: Record<keyof UpdatePlan, string> = {
      is_active: 'is_active',
      name: 'name',
      description: 'description',
      price: 'price',
      billing_period: 'billing_period',
      credits_included: 'credits_included',
    };
    const set: string[] = [];
    const params: unknown[] = [];
    for (const [key, column] of Object.entries(columns) as [keyof UpdatePlan, string][]) {
      if (fields[key] === undefined) continue;
      set.push(`${column} = ?`);
      params.push(fields[key]);
    }
    if (set.length === 0) return this.findById(id);
    const rows = await this.em
      .getConnection()
      .execute<PlanRow[]>(
        `update subscription_plans set ${set.join(', ')}, updated_at = now() where id = ? returning ${COLUMNS}`,
        [...params, id],
      );
    return rows[0] ? view(rows[0]) : null;
  }
}
