import type { Migration } from 'kysely';
import * as m202611220001 from './202611220001_foundation';
import * as m202611220002 from './202611220002_accounts';
import * as m202611220003 from './202611220003_contact_and_measurement';
import * as m202611230001 from './202611230001_profiles';
import * as m202611240001 from './202611240001_favourites_and_views';
import * as m202611250001 from './202611250001_match_profiles';
import * as m202611260001 from './202611260001_match_speed';
import * as m202611270001 from './202611270001_connections_and_notifications';
import * as m202611270002 from './202611270002_push';
import * as m202611270003 from './202611270003_jobs';
import * as m202611270004 from './202611270004_outbox_headers_and_device_sessions';
import * as m202611280001 from './202611280001_plans_and_payments';
import * as m202611290001 from './202611290001_chat';
import * as m202611290002 from './202611290002_calls';
import * as m202611290003 from './202611290003_chat_email_setting';
import * as m202611300001 from './202611300001_reports';
import * as m202611300002 from './202611300002_suspensions';
import * as m202611300003 from './202611300003_verification';
import * as m202611300004 from './202611300004_data_exports';
import * as m202612010001 from './202612010001_staff';
import * as m202612010002 from './202612010002_queue';
import * as m202612010004 from './202612010004_member_search';
import * as m202612010005 from './202612010005_payment_refunds';
import * as m202612010006 from './202612010006_statistics';
import * as m202612020001 from './202612020001_match_by_gender_sought';
import * as m202612020002 from './202612020002_match_usertype';
import * as m202612030001 from './202612030001_match_entries_narrower';
import * as m202612040001 from './202612040001_staff_challenge_uses';
import * as m202612040031 from './202612040031_job_leases';
import * as m202612040061 from './202612040061_members_abroad';
import * as m202612040071 from './202612040071_plan_feature_lists';
import * as m202612050001 from './202612050001_families';
import * as m202612050003 from './202612050003_family_acted_by';
import * as m202612050004 from './202612050004_notification_acted_by';
import * as m202612050005 from './202612050005_family_notes';
import * as m202612050006 from './202612050006_family_made_profiles';
import * as m202612050007 from './202612050007_family_purchases';
import * as m202612050008 from './202612050008_profile_edits';
import * as m202612060001 from './202612060001_member_language';
import * as m202612060011 from './202612060011_plan_request_count_digits';
import * as m202612060021 from './202612060021_about_second_language';
import * as m202612070001 from './202612070001_horoscope';
import * as m202612070002 from './202612070002_horoscope_must_have';

/**
 * Every migration, in order. The list is explicit (not a folder scan) so the bundled server carries them.
 * Name: YYYYMMDDHHMM_what. Forward-only in production; `down` is for local use.
 */
export const migrations: Record<string, Migration> = {
  '202611220001_foundation': m202611220001,
  '202611220002_accounts': m202611220002,
  '202611220003_contact_and_measurement': m202611220003,
  '202611230001_profiles': m202611230001,
  '202611240001_favourites_and_views': m202611240001,
  '202611250001_match_profiles': m202611250001,
  '202611260001_match_speed': m202611260001,
  '202611270001_connections_and_notifications': m202611270001,
  '202611270002_push': m202611270002,
  '202611270003_jobs': m202611270003,
  '202611270004_outbox_headers_and_device_sessions': m202611270004,
  '202611280001_plans_and_payments': m202611280001,
  '202611290001_chat': m202611290001,
  '202611290002_calls': m202611290002,
  '202611290003_chat_email_setting': m202611290003,
  '202611300001_reports': m202611300001,
  '202611300002_suspensions': m202611300002,
  '202611300003_verification': m202611300003,
  '202611300004_data_exports': m202611300004,
  '202612010001_staff': m202612010001,
  '202612010002_queue': m202612010002,
  '202612010004_member_search': m202612010004,
  '202612010005_payment_refunds': m202612010005,
  '202612010006_statistics': m202612010006,
  '202612020001_match_by_gender_sought': m202612020001,
  '202612020002_match_usertype': m202612020002,
  '202612030001_match_entries_narrower': m202612030001,
  '202612040001_staff_challenge_uses': m202612040001,
  '202612040031_job_leases': m202612040031,
  '202612040061_members_abroad': m202612040061,
  '202612040071_plan_feature_lists': m202612040071,
  '202612050001_families': m202612050001,
  '202612050003_family_acted_by': m202612050003,
  '202612050004_notification_acted_by': m202612050004,
  '202612050005_family_notes': m202612050005,
  '202612050006_family_made_profiles': m202612050006,
  '202612050007_family_purchases': m202612050007,
  '202612050008_profile_edits': m202612050008,
  '202612060001_member_language': m202612060001,
  '202612060011_plan_request_count_digits': m202612060011,
  '202612060021_about_second_language': m202612060021,
  '202612070001_horoscope': m202612070001,
  '202612070002_horoscope_must_have': m202612070002,
};
