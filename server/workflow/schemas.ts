import { FUNCTION_CODE_PATTERN } from '../engine';
import { closedObject, idSchema, shortText, type JsonSchema } from '../http';
import { INSTANCE_STATES } from './context';

const opinion = shortText(2000);
const userId: JsonSchema = { anyOf: [idSchema, { type: 'null' }] };

export const paging: Record<string, JsonSchema> = {
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', minimum: 1, maximum: 100 },
};

const time: JsonSchema = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 40 }], description: 'Epoch ms or an ISO date / date-time' };

/** The search every task-centre list takes besides paging (spec 001 section 3). */
export const search: Record<string, JsonSchema> = {
  title: { ...shortText(200), description: 'Part of the title: application number, initiator or function name' },
  functionCode: shortText(64),
  initiator: { ...shortText(200), description: 'Part of the initiator\'s name or user name' },
  state: { type: 'string', enum: [...INSTANCE_STATES] },
  startFrom: time,
  startTo: time,
};

export const pageBody = closedObject({ ...paging, ...search }, ['current', 'size']);
export const ccPageBody = closedObject({ ...paging, ...search, read: { type: 'boolean' } }, ['current', 'size']);
export const abnormalBody = closedObject({ ...paging, ...search, status: { type: 'string', enum: ['pending', 'processed', 'failed'] } }, ['current', 'size']);
export const logBody = closedObject({ ...paging, processInstanceId: idSchema }, ['current', 'size']);
export const instanceBody = closedObject({ processInstanceId: idSchema }, ['processInstanceId']);
export const taskBody = closedObject({ taskId: idSchema }, ['taskId']);
export const submitBody = closedObject({ id: idSchema }, ['id']);
export const functionBody = closedObject({ functionCode: { type: 'string', pattern: FUNCTION_CODE_PATTERN } }, ['functionCode']);

export const passBody = closedObject({
  taskId: idSchema, opinion, data: { type: 'object', description: 'Edits to fields editable at this node' },
}, ['taskId']);

export const rejectBody = closedObject({
  taskId: idSchema, opinion, mode: { type: 'string', enum: ['toInitiator', 'toNode', 'final'] }, nodeId: shortText(64),
}, ['taskId', 'opinion', 'mode']);

export const addNodeBody = closedObject({
  taskId: idSchema, position: { type: 'string', enum: ['before', 'after'] },
  userIds: { type: 'array', minItems: 1, maxItems: 20, items: idSchema },
}, ['taskId', 'position', 'userIds']);

export const transferBody = closedObject({ taskId: idSchema, fromUserId: userId, toUserId: userId }, ['taskId']);

export const resubmitBody = closedObject({
  processInstanceId: idSchema, data: { type: 'object', description: 'Edits to fields editable at the start node' },
}, ['processInstanceId']);
