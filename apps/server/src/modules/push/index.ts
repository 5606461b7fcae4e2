/**
 * The push module's face (ADR 014): what other modules may use of it. They import nothing else from push/ (lint).
 */
export { forgetMemberDevices, forgetSessionDevices } from './devices.service';
export { sendPushToMember, topicFor } from './push.service';
