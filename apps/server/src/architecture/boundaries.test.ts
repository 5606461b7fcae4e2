import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the lint rule is plain JavaScript without types
import { boundaryViolation } from '../../../../tools/eslint-boundaries.js';

const src = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(src, file);
const violation = (from: string, specifier: string): string | undefined => boundaryViolation(at(from), specifier);

describe('server import boundaries (ADR 014, enforced by npm run lint)', () => {
  it('keep the kernel free of modules, plugins and the app', () => {
    expect(violation('lib/after-write.ts', '../modules/discover/match-profile')).toMatch(/kernel/);
    expect(violation('lib/auth/authenticate.ts', '../../plugins/realtime')).toMatch(/kernel/);
    expect(violation('lib/auth/authenticate.ts', '../../app')).toMatch(/kernel/);
    expect(violation('lib/auth/authenticate.ts', '../../db/schema')).toBeUndefined();
    expect(violation('lib/after-write.test.ts', '../modules/discover/match-profile')).toBeUndefined();
  });

  it('keep the database layer below the kernel, the modules and the seed', () => {
    expect(violation('db/migrator.ts', '../modules/plans/plans.repository')).toMatch(/database layer/);
    expect(violation('db/migrator.ts', '../lib/after-write')).toMatch(/database layer/);
    expect(violation('db/migrator.ts', '../seed/seed-writer')).toMatch(/database layer/);
    expect(violation('db/migrator.ts', './reference-plans')).toBeUndefined();
    expect(violation('db/migrator.ts', '../config/env')).toBeUndefined();
  });

  it('let a module reach another only through its face', () => {
    expect(violation('modules/chat/chat.service.ts', '../relations/relations.repository')).toMatch(/face/);
    expect(violation('modules/console/queue/queue.actions.ts', '../../safety/suspension.service')).toMatch(/face/);
    // Every module has its face: the member card, the photos and the profile's answers included.
    expect(violation('modules/chat/chat.service.ts', '../discover/member-card')).toMatch(/face/);
    expect(violation('modules/console/queue/queue.actions.ts', '../../photos/photos.repository')).toMatch(/face/);
    expect(violation('modules/plans/exclusive-eligibility.ts', '../profile/profile.repository')).toMatch(/face/);
    expect(violation('modules/chat/chat.service.ts', '../discover/index')).toBeUndefined();
    expect(violation('modules/chat/chat.service.ts', '../relations/index')).toBeUndefined();
    expect(violation('modules/chat/chat.service.ts', '../relations')).toBeUndefined();
    expect(violation('modules/console/queue/queue.actions.ts', '../members/members.repository')).toBeUndefined();
    // The composition at the root of modules/, tests and test-support helpers may reach inside.
    expect(violation('modules/index.ts', './chat/chat.routes')).toBeUndefined();
    expect(violation('modules/chat/chat.int.test.ts', '../relations/relations.repository')).toBeUndefined();
    expect(violation('modules/safety/export-test-support.ts', '../chat/test-support')).toBeUndefined();
  });

  it('let modules use the kernel and the database layer', () => {
    expect(violation('modules/chat/chat.service.ts', '../../lib/auth/authenticate')).toBeUndefined();
    expect(violation('modules/chat/chat.service.ts', '../../db/schema')).toBeUndefined();
  });
});
