import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and discards it, so benchmarks deliver the app's e-mails as in
 * production without anything leaving the machine. A server process stopped mid-delivery resets its connection:
 * that e-mail is lost and the benchmark goes on.
 */
export async function startSmtpSink(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
