import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_REASONS, ErrorBodySchema, REASON_REQUIRED } from '@app/shared';
import { AppError, notFound, planRequired } from '../lib/app-error';
import { GENERIC, notSettableMessage, registerErrorHandler, toErrorBody } from './error-handler';

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
    throw new AppError('BUSY', 'They are on another call. Please try again a little later.');
  });
  app.get('/calls', () => {
    throw planRequired('Premium', {
      reason: 'calls',
      message: 'Calls are part of Premium and Exclusive.',
      params: { tiers: 'Premium,Exclusive' },
    });
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

  it('sends no params where the code is the sentence', async () => {
    const { body: sent } = await body('GET', '/plan');
    expect(sent).toEqual({
      success: false,
      message: 'They are on another call. Please try again a little later.',
      code: 'BUSY',
    });
  });

  it('keeps the other fields a code carries, and names the tiers of a PLAN_REQUIRED sentence in its params', async () => {
    const { status, body: sent } = await body('GET', '/calls');
    expect(status).toBe(403);
    expect(sent).toEqual({
      success: false,
      message: 'Calls are part of Premium and Exclusive.',
      code: 'PLAN_REQUIRED',
      params: { reason: 'calls', requiredTier: 'Premium', tiers: 'Premium,Exclusive' },
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

  it('gives the generic sentence of a code that names its sentences its reason, and of other codes none', async () => {
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
    expect(toErrorBody('NOT_FOUND')).toEqual({
      success: false,
      message: 'Not found',
      code: 'NOT_FOUND',
      params: { reason: 'generic' },
    });
    for (const code of REASON_REQUIRED) {
      if (code === 'VALIDATION_FAILED' || !GENERIC[code]) continue;
      expect(toErrorBody(code).params, code).toEqual({ reason: 'generic' });
      expect(ERROR_REASONS[code] as readonly string[], code).toContain('generic');
    }
    expect(toErrorBody('INTERNAL')).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(toErrorBody('NOT_FOUND', 'No such member.')).not.toHaveProperty('params');
  });
});

describe('AppError reasons', () => {
  it('cannot make an error of a code with many sentences without a reason of its code (checked by tsc)', () => {
    // These lines are type errors, so `npx tsc -b` fails if a reason stops being required or an unknown one passes.
    // @ts-expect-error a CONFLICT names its sentence
    const noReason = new AppError('CONFLICT', 'Already exists.');
    // @ts-expect-error nor may VALIDATION_FAILED go without
    const noOptions = new AppError('VALIDATION_FAILED', 'Not valid.', { fieldErrors: [] });
    // @ts-expect-error a reason of another code is not one of its own
    const otherCode = new AppError('CONFLICT', 'You cannot call yourself.', { reason: 'callSelf' });
    // @ts-expect-error NOT_FOUND has many sentences too
    const notFoundAlone = new AppError('NOT_FOUND', 'Not found');
    // @ts-expect-error and the helpers ask for the reason first
    const helper = notFound('That profile does not exist.');
    // @ts-expect-error PLAN_REQUIRED names its sentence
    const plan = new AppError('PLAN_REQUIRED', 'Calls are part of Premium.', { extras: { requiredTier: 'Premium' } });
    const fine = new AppError('BUSY', 'They are on another call. Please try again a little later.');
    expect([noReason, noOptions, otherCode, notFoundAlone, plan, fine].map((error) => error.bodyParams())).toEqual([
      undefined,
      undefined,
      { reason: 'callSelf' },
      undefined,
      undefined,
      undefined,
    ]);
    expect(helper.code).toBe('NOT_FOUND');
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
