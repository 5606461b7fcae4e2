import type { UserType } from '@app/shared/constants';

/**
 * What a viewer's plan lets them see of another member's profile. The one place the profile presenter and the
 * photo route ask; the plans issue (#12) replaces the body of `profileEntitlements` with the shared per-tier
 * table, and every caller follows without change.
 *
 * Today no tier restricts profile viewing: the product has no paid plans yet, so every tier sees what the owner's
 * own choices and the relation allow (docs/privacy.md).
 */
export type ProfileEntitlements = {
  /** The five detail sections (family, background, religion, location, education and income). */
  fullProfile: boolean;
  /** Sharp photos where the owner's photo setting allows them (false: the blurred variant only). */
  sharpPhotos: boolean;
};

export function profileEntitlements(_usertype: UserType): ProfileEntitlements {
  return { fullProfile: true, sharpPhotos: true };
}

/** What a member's plan shows of the lists about them (who viewed me). Every tier sees the full list today. */
export type ViewerListEntitlements = {
  /** The visitors themselves; false: the count only. */
  fullViewerList: boolean;
};

export function viewerListEntitlements(_usertype: UserType): ViewerListEntitlements {
  return { fullViewerList: true };
}

/**
 * What a member's plan lets them do with connections. The plans issue (#12) fills it from the shared per-tier
 * table; the connections service already asks it before every new request and contact-details request.
 */
export type ConnectionEntitlements = {
  /** New connection requests a member may send per calendar month (UTC); null: no limit. */
  requestsPerMonth: number | null;
  /** Whether the member may ask a connection for their contact details. */
  contactDetailRequests: boolean;
};

export function connectionEntitlements(_usertype: UserType): ConnectionEntitlements {
  return { requestsPerMonth: null, contactDetailRequests: true };
}
