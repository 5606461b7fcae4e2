/**
 * The relations module's face (ADR 014): what other modules may use of it. They import nothing else from relations/ (lint).
 */
export { blockedEitherWay, connectionState, findRelation, findRelations, type Relation } from './relations.repository';
