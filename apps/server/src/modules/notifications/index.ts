/**
 * The notifications module's face (ADR 014): what other modules may use of it. They import nothing else from notifications/ (lint).
 */
export { chatUnreadEmail } from './notification-emails';
export {
  createNotification,
  markReadAbout,
  publishNotification,
  readNotificationSettings,
} from './notifications.service';
