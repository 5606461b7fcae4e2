import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { UpgradePromptOnDemand } from '../../features/billing/components/upgrade-prompt-on-demand';
import { ConnectionActions } from '../../features/connections/components/connection-actions';
import { ContactDetailsPanel } from '../../features/connections/components/contact-details-panel';
import { ProfilePage } from '../../features/profile/view/profile-page';
import { ProfileSafetyActions } from '../../features/safety/components/safety-actions';
import { lazyPage } from '../../lib/lazy-page';

// Message and Call, only ever shown to a connection: their code (the chat and calls texts, the call buttons) is
// asked for as the page starts, beside the profile's own request, instead of being part of the page's first
// download (docs/performance.md). Nothing in their place if it cannot arrive: the conversation is in Chats too.
const ConnectedActions = lazyPage(() => import('./connected-actions'), 'ConnectedActions', { failed: () => null });

/**
 * /profile/:name/:userId: the profile feature's page with the connections feature's actions in its connection area
 * (with Message and Call while the two are connected), and below them, while the two are connected, their contact
 * details by consent, then the safety feature's Report and Block (a block hides the profile from both, so the member
 * goes back to their dashboard); where the viewer's plan withholds the detail sections, the billing feature's upgrade
 * card (composed here: features never import each other). Named `*-page` so the server preloads its code
 * (page-chunks).
 */
export function MemberProfilePage() {
  const navigate = useNavigate();
  useEffect(() => void ConnectedActions.preload().catch(() => undefined), []);
  return (
    <ProfilePage
      locked={({ requiredTier, details }) => (
        <UpgradePromptOnDemand requiredTier={requiredTier} variant="locked-profile" details={details} />
      )}
      connection={(profile) => {
        const initial = { connection_status: profile.connection_status, connectionType: profile.connectionType };
        return (
          <>
            <ConnectionActions
              userId={profile.userId}
              name={profile.name}
              initial={initial}
              connected={
                <Suspense fallback={null}>
                  <ConnectedActions userId={profile.userId} name={profile.name} />
                </Suspense>
              }
            />
            <ContactDetailsPanel userId={profile.userId} name={profile.name} initial={initial} />
            <ProfileSafetyActions
              member={{ userId: profile.userId, name: profile.name }}
              onBlocked={() => void navigate('/user-dashboard', { replace: true })}
            />
          </>
        );
      }}
    />
  );
}
