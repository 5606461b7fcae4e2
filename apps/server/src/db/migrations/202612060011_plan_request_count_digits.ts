import { sql, type Kysely } from 'kysely';

/**
 * The Standard card's request line gives its number in digits (issue 30): "Ten connection requests…" becomes
 * "10 connection requests…", the number the catalogue fills in (`@app/shared/plans/texts`), so the web can word the
 * line in the reader's language. Only rows whose list still holds the launch line change; an operator's own lists
 * stay as they are. The texts are written out here, not imported, so this migration means the same thing later.
 */

const OLD_LINE = 'Ten connection requests a month to Standard and Premium members';
const NEW_LINE = '10 connection requests a month to Standard and Premium members';

async function replaceLine(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql`
    update plans set feature_list = (
        select jsonb_agg(case when item = to_jsonb(${from}::text) then to_jsonb(${to}::text) else item end
                         order by position)
          from jsonb_array_elements(feature_list) with ordinality as rows(item, position)),
      updated_at = now()
    where feature_list @> jsonb_build_array(${from}::text)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceLine(db, OLD_LINE, NEW_LINE);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceLine(db, NEW_LINE, OLD_LINE);
}
