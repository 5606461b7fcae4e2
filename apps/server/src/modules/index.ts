import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from './site/site.routes';
import { authModule } from './auth/auth.plugin';
import { analyticsRoutes } from './analytics/analytics.routes';
import { callsRoutes } from './calls/calls.routes';
import { chatRoutes } from './chat/chat.routes';
import { connectionsRoutes } from './connections/connections.routes';
import { contactRoutes } from './contact/contact.routes';
import { discoverRoutes } from './discover/discover.routes';
import { dropdownRoutes } from './dropdown/dropdown.routes';
import { familyRoutes } from './family/family.routes';
import { madeProfileRoutes } from './family/made-profile.routes';
import { hashPassword } from './auth/passwords';
import { eraseAccount } from './safety/account-deletion';
import { filesRoutes } from './files/files.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { photosRoutes } from './photos/photos.routes';
import { plansRoutes } from './plans/plans.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { profileRoutes } from './profile/profile.routes';
import { profileEditHistory } from './profile/index';
import { pushRoutes } from './push/push.routes';
import { safetyRoutes } from './safety/block.routes';
import { accountDeletionRoutes } from './safety/account-deletion.routes';
import { exportRoutes } from './safety/export.routes';
import { verificationRoutes } from './safety/verification.routes';
import { reportRoutes } from './safety/report.routes';
import { suspensionRoutes } from './safety/suspension.routes';
import { consoleFoundation, consoleModule } from './staff/console-guard';
import { staffAuthRoutes, staffConsoleRoutes } from './staff/staff-auth.routes';
import { consoleStatisticsRoutes } from './console/statistics/statistics.routes';
import { transparencyRoutes } from './transparency/transparency.routes';
import { consoleMembersRoutes } from './console/members/members.routes';
import { consolePhotosRoutes } from './console/photos/photo-review.routes';
import { consoleQueueRoutes } from './console/queue/queue.routes';
import { consoleMoneyRoutes } from './console/money/money.routes';

/** Every API module, mounted under /api/v1. Add a module here and nowhere else. */
export const apiModules: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'site', plugin: siteRoutes },
  // Before every module that uses `app.authenticate` / `request.user` (it decorates the /api/v1 scope).
  { name: 'auth', plugin: authModule },
  { name: 'contact', plugin: contactRoutes },
  { name: 'analytics', plugin: analyticsRoutes },
  { name: 'dropdown', plugin: dropdownRoutes },
  // Keeps what a family helper changes in a profile, for its candidate to undo: before every module whose routes
  // say `config.profileEdit` (profile, preferences).
  { name: 'profile-edit-history', plugin: profileEditHistory },
  { name: 'profile', plugin: profileRoutes },
  { name: 'preferences', plugin: preferencesRoutes },
  { name: 'photos', plugin: photosRoutes },
  { name: 'discover', plugin: discoverRoutes },
  { name: 'connections', plugin: connectionsRoutes },
  { name: 'notifications', plugin: notificationsRoutes },
  { name: 'push', plugin: pushRoutes },
  { name: 'plans', plugin: plansRoutes },
  { name: 'payments', plugin: paymentsRoutes },
  { name: 'calls', plugin: callsRoutes },
  { name: 'chat', plugin: chatRoutes },
  { name: 'files', plugin: filesRoutes },
  { name: 'family', plugin: familyRoutes },
  // A profile a relative made, confirmed or declined by its candidate: given the password hashing and the erasure,
  // which the family module does not import (they sit above it).
  {
    name: 'family-made-profile',
    plugin: madeProfileRoutes({
      hashPassword,
      eraseProfile: async (app, profile) => {
        await eraseAccount(app, profile, { ip: null, userAgent: null }, { auditDetail: { by: 'candidate-declined' } });
      },
    }),
  },
  { name: 'safety', plugin: safetyRoutes },
  { name: 'data-export', plugin: exportRoutes },
  { name: 'account-deletion', plugin: accountDeletionRoutes },
  { name: 'verification', plugin: verificationRoutes },
  { name: 'reports', plugin: reportRoutes },
  { name: 'suspension', plugin: suspensionRoutes },
  // The operations console (issue 15). Every console section goes through `consoleModule` (the staff gate).
  { name: 'console-foundation', plugin: consoleFoundation },
  { name: 'staff-auth', plugin: staffAuthRoutes },
  { name: 'console-staff', plugin: consoleModule(staffConsoleRoutes) },
  { name: 'console-members', plugin: consoleModule(consoleMembersRoutes) },
  { name: 'console-statistics', plugin: consoleModule(consoleStatisticsRoutes) },
  // The public transparency report (issue 15 point 3): no sign-in.
  { name: 'transparency', plugin: transparencyRoutes },
  { name: 'console-queue', plugin: consoleModule(consoleQueueRoutes) },
  { name: 'console-money', plugin: consoleModule(consoleMoneyRoutes) },
  { name: 'console-photos', plugin: consoleModule(consolePhotosRoutes) },
];
