import { ConnectionActions } from '../../features/connections/components/connection-actions';
import { ProfilePage } from '../../features/profile/view/profile-page';

/**
 * /profile/:name/:userId: the profile feature's page with the connections feature's actions in its connection area
 * (composed here: features never import each other). Named `*-page` so the server preloads its code (page-chunks).
 */
export function MemberProfilePage() {
  return (
    <ProfilePage
      connection={(profile) => (
        <ConnectionActions
          userId={profile.userId}
          name={profile.name}
          initial={{ connection_status: profile.connection_status, connectionType: profile.connectionType }}
        />
      )}
    />
  );
}
