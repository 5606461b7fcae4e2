import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_REASONS, ErrorBodySchema, REASON_REQUIRED } from '@app/shared';
import { AppError } from '../lib/app-error';
import { notSettableMessage, registerErrorHandler, toErrorBody } from './error-handler';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/validate',
    { schema: { body: z.strictObject({ email: z.email('Please enter an e-mail address.') }) } },
    () => ({
      ok: true,
    }),
  );
  app.get('/conflict', () => {
    throw new AppError(
      'CONFLICT',
      'This e-mail address already has an account. Please sign in or reset your password.',
      {
        reason: 'emailTaken',
      },
    );
  });
  app.get('/photos', () => {
    throw new AppError('VALIDATION_FAILED', 'You can have up to 6 photos.', {
      reason: 'tooManyPhotos',
      params: { max: 6, count: 6, left: 0 },
      fieldErrors: [{ path: 'profileImage', message: 'You can have up to 6 photos.' }],
    });
  });
  app.get('/plan', () => {
    throw new AppError('PLAN_REQUIRED', 'Calls are part of Premium.', { extras: { requiredTier: 'Premium' } });
  });
  await app.ready();
});
afterAll(async () => app.close());

async function body(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await app.inject(payload === undefined ? { method, url } : { method, url, payload });
  return { status: res.statusCode, body: ErrorBodySchema.parse(res.json()) };
}

describe('error bodies (ADR 018: the server speaks codes, the client words them)', () => {
  it('keeps success, message and code, and adds params with the reason where the code has many sentences', async () => {
    expect(await body('GET', '/conflict')).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'This e-mail address already has an account. Please sign in or reset your password.',
        code: 'CONFLICT',
        params: { reason: 'emailTaken' },
      },
    });
  });

  it('sends the values the sentence needs beside the reason, and keeps the field errors', async () => {
    const { status, body: sent } = await body('GET', '/photos');
    expect(status).toBe(400);
    expect(sent).toEqual({
      success: false,
      message: 'You can have up to 6 photos.',
      code: 'VALIDATION_FAILED',
      params: { reason: 'tooManyPhotos', max: 6, count: 6, left: 0 },
      errors: [{ path: 'profileImage', message: 'You can have up to 6 photos.' }],
    });
  });

  it('keeps the other fields a code carries, and sends no params where the code is the sentence', async () => {
    const { body: sent } = await body('GET', '/plan');
    expect(sent).toEqual({
      success: false,
      message: 'Calls are part of Premium.',
      code: 'PLAN_REQUIRED',
      requiredTier: 'Premium',
    });
  });

  it('names the sentence of a schema failure: a field’s own, or a key that cannot be set', async () => {
    const field = await body('POST', '/validate', { email: 'nope' });
    expect(field.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter an e-mail address.',
      params: { reason: 'invalidField' },
    });
    const key = await body('POST', '/validate', { email: 'a@example.com', role: 'admin' });
    expect(key.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: notSettableMessage('role'),
      params: { reason: 'notSettable', key: 'role' },
    });
  });

  it('gives the generic sentence of VALIDATION_FAILED its reason, and other generic sentences none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.json()).toEqual({
      success: false,
      message: 'Some of the details sent are not valid.',
      code: 'VALIDATION_FAILED',
      params: { reason: 'invalidRequest' },
    });
    expect(toErrorBody('NOT_FOUND')).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('AppError reasons', () => {
  it('cannot make a VALIDATION_FAILED or CONFLICT without a reason of its code (checked by tsc)', () => {
    // These lines are type errors, so `npx tsc -b` fails if a reason stops being required or an unknown one passes.
    // @ts-expect-error a CONFLICT names its sentence
    const noReason = new AppError('CONFLICT', 'Already exists.');
    // @ts-expect-error nor may VALIDATION_FAILED go without
    const noOptions = new AppError('VALIDATION_FAILED', 'Not valid.', { fieldErrors: [] });
    // @ts-expect-error a reason of another code is not one of its own
    const otherCode = new AppError('CONFLICT', 'You cannot call yourself.', { reason: 'callSelf' });
    const fine = new AppError('NOT_FOUND', 'Not found');
    expect([noReason, noOptions, otherCode, fine].map((error) => error.bodyParams())).toEqual([
      undefined,
      undefined,
      { reason: 'callSelf' },
      undefined,
    ]);
  });

  it('lists each reason once, in camelCase, for every code that requires one', () => {
    for (const code of REASON_REQUIRED) {
      const reasons: readonly string[] = ERROR_REASONS[code];
      expect(reasons.length, code).toBeGreaterThan(0);
      expect(new Set(reasons).size, code).toBe(reasons.length);
      for (const reason of reasons) expect(reason).toMatch(/^[a-z][a-zA-Z]*$/);
    }
  });

  it('keeps code, reason and params when a refusal is said in other words', () => {
    const error = new AppError('VALIDATION_FAILED', 'That photo is too small.', {
      reason: 'photoTooSmall',
      params: { minSide: 400 },
    });
    const named = error.rephrased('“a.jpg”: That photo is too small.');
    expect([named.code, named.message, named.bodyParams()]).toEqual([
      'VALIDATION_FAILED',
      '“a.jpg”: That photo is too small.',
      { reason: 'photoTooSmall', minSide: 400 },
    ]);
  });
});
