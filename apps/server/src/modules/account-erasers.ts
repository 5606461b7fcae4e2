import { onAccountErasure } from '../lib/account-erasure';
import { eraseSignInRecords } from './auth/account-erasure';
import { endCallsOf } from './calls/calls.service';
import { closeFamilyAccessOf, recordManagerAccountClosed } from './family/index';
import { forgetMemberDevices } from './push/devices.service';
import { eraseVerificationImages } from './safety/account-deletion';

/**
 * Wires the account erasers of this process (ADR 014, `lib/account-erasure`): the module that owns deletion
 * (`safety/account-deletion.ts`) asks each of them for its part, in this order. Called by the app as it is built;
 * calling it again changes nothing.
 */
export function registerAccountErasers(): void {
  // Before the erasure's transaction: a call still ringing or running ends first, so the other member hears it end
  // (the call log goes with the rows); then the verification module removes its images itself.
  onAccountErasure('calls: end live calls', {
    before: async (app, member) => {
      await endCallsOf(app, member.id);
    },
  });
  onAccountErasure('safety: verification images', { before: eraseVerificationImages });
  onAccountErasure('family: access of the people helping', { before: closeFamilyAccessOf });
  // Inside the erasure's transaction, before the account row goes.
  onAccountErasure('auth: sign-in records', { within: eraseSignInRecords });
  onAccountErasure('push: devices', { within: (trx, member) => forgetMemberDevices(trx, member.id) });
  onAccountErasure('family: log of the profiles helped', { within: recordManagerAccountClosed });
}
