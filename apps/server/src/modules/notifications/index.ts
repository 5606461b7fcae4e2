/**
 * The notifications module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { chatUnreadEmail } from './notification-emails';
export {
  createNotification,
  markReadAbout,
  publishNotification,
  readNotificationSettings,
} from './notifications.service';
