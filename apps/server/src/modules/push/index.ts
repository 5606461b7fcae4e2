/**
 * The push module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { forgetMemberDevices, forgetSessionDevices } from './devices.service';
export { sendPushToMember, topicFor } from './push.service';
