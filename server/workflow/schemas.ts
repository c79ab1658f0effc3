import { closedObject, idSchema, shortText, type JsonSchema } from '../http/schemas';

const opinion = shortText(2000);
const userId: JsonSchema = { anyOf: [idSchema, { type: 'null' }] };

export const paging: Record<string, JsonSchema> = {
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', minimum: 1, maximum: 100 },
};

export const pageBody = closedObject(paging, ['current', 'size']);
export const ccPageBody = closedObject({ ...paging, read: { type: 'boolean' } }, ['current', 'size']);
export const instanceBody = closedObject({ processInstanceId: idSchema }, ['processInstanceId']);
export const taskBody = closedObject({ taskId: idSchema }, ['taskId']);
export const submitBody = closedObject({ id: idSchema }, ['id']);
export const functionBody = closedObject({ functionCode: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' } }, ['functionCode']);

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
