import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentLogContext, runWithLogContext } from './log-context';
import { loggerOptions } from './logger';

/** The app's logger (Fastify's pino with the app's options) writing into `stream`. */
function loggerWritingTo(stream: Writable) {
  const options = loggerOptions({ LOG_LEVEL: 'info', APP_ENV: 'test' }) as object;
  return Fastify({ logger: { ...options, stream } }).log;
}

/** A logger with the app's options, writing its JSON lines into `lines`. */
function capturedLogger(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return loggerWritingTo(stream);
}

describe('log context', () => {
  it('gives every line written during a request’s work its id, and a job’s lines the job too', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = capturedLogger(lines);
    log.info('before');
    await runWithLogContext({ reqId: 'request-1' }, async () => {
      await Promise.resolve();
      log.info('in the request');
      await runWithLogContext({ reqId: 'request-1', job: 'mail.send', jobId: 'job-9' }, async () => {
        log.child({ part: 'handler' }).warn('in its job');
      });
    });
    log.info('after');
    expect(lines.map(({ msg, reqId, job, jobId }) => ({ msg, reqId, job, jobId }))).toEqual([
      { msg: 'before', reqId: undefined, job: undefined, jobId: undefined },
      { msg: 'in the request', reqId: 'request-1', job: undefined, jobId: undefined },
      { msg: 'in its job', reqId: 'request-1', job: 'mail.send', jobId: 'job-9' },
      { msg: 'after', reqId: undefined, job: undefined, jobId: undefined },
    ]);
    expect(currentLogContext()).toBeUndefined();
  });

  it('adds nothing a logger already binds (a request’s own logger binds reqId): no field twice', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = loggerWritingTo(stream);
    runWithLogContext({ reqId: 'request-2' }, () => log.child({ reqId: 'request-2' }).info('own logger'));
    expect(lines[0]!.match(/"reqId"/g)).toHaveLength(1);
  });
});
