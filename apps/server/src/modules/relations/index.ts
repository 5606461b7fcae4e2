/**
 * The relations module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { blockedEitherWay, connectionState, findRelation, findRelations, type Relation } from './relations.repository';
