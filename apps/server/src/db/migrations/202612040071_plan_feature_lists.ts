import { sql, type Kysely } from 'kysely';

/**
 * Plan rows say only what the site does (issue 26): the launch feature lists promised saved searches and a
 * highlighted profile that were never built, called best-match placement "appear first in searches", and carried
 * chat and call lines that the cards now say from the entitlement table. Rows are seeded once and never overwritten,
 * so this rewrites the lists and descriptions that still equal the launch text, tier by tier, and leaves every row
 * an operator has edited as it is. The comparison matrix (`features`, never operator-edited) loses the two rows
 * that are not built. The texts are written out here, not imported, so this migration means the same thing later.
 */

type Tier = 'Standard' | 'Premium' | 'Exclusive';

const OLD_LISTS: Record<Tier, string[]> = {
  Standard: [
    'Create a profile with photos',
    'Search and browse profiles, with advanced filters',
    'Ten connection requests a month to Standard and Premium members',
    'See how many members viewed your profile',
    'Favourites and saved searches',
  ],
  Premium: [
    'View the full profiles and photos of Standard and Premium members',
    'Unlimited connection requests to Standard and Premium members',
    'Ask connections for their phone number and e-mail',
    'Start and answer chats, unlimited messages',
    'Video calls of up to 15 minutes with each connection',
    'See who viewed your profile',
    'Appear ahead of Standard members in searches',
  ],
  Exclusive: [
    'View every full profile and photo, Exclusive members included',
    'Connect with any member, Exclusive members included',
    'Ask connections for their phone number and e-mail',
    'Start and answer chats, unlimited messages',
    'Video calls of up to 30 minutes with each connection',
    'Appear first in searches, with a highlighted profile',
    'Identity and occupation verification',
  ],
};

const NEW_LISTS: Record<Tier, string[]> = {
  Standard: [
    'Create a profile with photos',
    'Search and browse profiles, with advanced filters',
    'Ten connection requests a month to Standard and Premium members',
    'See how many members viewed your profile',
    'Keep a list of favourites',
  ],
  Premium: [
    'View the full profiles and photos of Standard and Premium members',
    'Unlimited connection requests to Standard and Premium members',
    'Ask connections for their phone number and e-mail',
    'See who viewed your profile',
    'In Best match, shown ahead of Standard members with a similar score (the same ten-point band)',
  ],
  Exclusive: [
    'View every full profile and photo, Exclusive members included',
    'Connect with any member, Exclusive members included',
    'Ask connections for their phone number and e-mail',
    'See who viewed your profile',
    'In Best match, shown first among members with a similar score (the same ten-point band)',
    'An Exclusive badge on your profile card',
    'Identity and occupation verification',
  ],
};

const OLD_EXCLUSIVE_DESCRIPTION =
  'Everything, with every member: Exclusive profiles, first place in searches and longer calls.';
const NEW_EXCLUSIVE_DESCRIPTION =
  'Everything, with every member: Exclusive profiles, first place among similar matches and longer calls.';

/** Comparison rows of features that are not built. */
const UNBUILT_FEATURES = ['save-searches', 'personality-test'];

async function rewrite(db: Kysely<any>, from: Record<Tier, string[]>, to: Record<Tier, string[]>): Promise<void> {
  for (const tier of Object.keys(from) as Tier[]) {
    await sql`
      update plans set feature_list = ${JSON.stringify(to[tier])}::jsonb, updated_at = now()
      where tier = ${tier} and feature_list = ${JSON.stringify(from[tier])}::jsonb`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, OLD_LISTS, NEW_LISTS);
  await sql`
    update plans set description = ${NEW_EXCLUSIVE_DESCRIPTION}, updated_at = now()
    where tier = 'Exclusive' and description = ${OLD_EXCLUSIVE_DESCRIPTION}`.execute(db);
  await sql`
    update plans set features = coalesce(
      (select jsonb_agg(feature order by position)
         from jsonb_array_elements(features) with ordinality as rows(feature, position)
        where feature->>'id' <> all(${UNBUILT_FEATURES}::text[])),
      '[]'::jsonb)
    where exists (
      select 1 from jsonb_array_elements(features) as rows(feature)
       where feature->>'id' = any(${UNBUILT_FEATURES}::text[]))`.execute(db);
}

/** Local use: the launch lists back where this left them (the two comparison rows are not restored). */
export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, NEW_LISTS, OLD_LISTS);
  await sql`
    update plans set description = ${OLD_EXCLUSIVE_DESCRIPTION}, updated_at = now()
    where tier = 'Exclusive' and description = ${NEW_EXCLUSIVE_DESCRIPTION}`.execute(db);
}
