import type { Db } from './profile.repository';

/** The SQL of the operator's exchange rates and the incomes they convert (currency-rates.ts decides). */

export function listCurrencyRates(db: Db) {
  return db.selectFrom('currencyRates').select(['code', 'audPerUnit', 'asOf']).orderBy('code').execute();
}

/** Sets the rate of `code` as of `asOf`. */
export async function upsertCurrencyRate(db: Db, code: string, rate: string, asOf: string, now: Date): Promise<void> {
  await db
    .insertInto('currencyRates')
    .values({ code, audPerUnit: rate, asOf })
    .onConflict((conflict) => conflict.column('code').doUpdateSet({ audPerUnit: rate, asOf, updatedAt: now }))
    .execute();
}

/** The members who gave an income in `code`. */
export function listIncomesInCurrency(db: Db, code: string) {
  return db
    .selectFrom('profiles')
    .select(['userId', 'incomeAmount'])
    .where('incomeCurrency', '=', code)
    .where('incomeAmount', 'is not', null)
    .execute();
}

export async function updateConvertedIncome(
  db: Db,
  userId: string,
  converted: { incomeAud: number; income: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ incomeAud: converted.incomeAud, income: converted.income, updatedAt: now })
    .where('userId', '=', userId)
    .execute();
}
