/**
 * Response schemas: Fastify compiles them into a serializer (faster than JSON.stringify for task
 * lists) and they guarantee nothing beyond the Task contract leaves the server.
 */
const str = { type: 'string' } as const;
const person = { type: 'object', properties: { id: str, firstName: str, lastName: str }, required: ['id', 'firstName', 'lastName'] } as const;

export const taskSchema = {
  type: 'object',
  properties: {
    _id: str,
    description: str,
    priority: str,
    status: str,
    dueDate: str,
    category: str,
    overdue: { type: 'boolean' },
    assignedTo: { type: 'object', properties: { ...person.properties, role: str }, required: [...person.required, 'role'] },
    assignedBy: person,
    createdAt: str,
    updatedAt: str,
    completedAt: { type: ['string', 'null'] },
  },
  required: ['_id', 'description', 'priority', 'status', 'dueDate', 'category', 'overdue', 'assignedTo', 'assignedBy', 'createdAt', 'updatedAt', 'completedAt'],
} as const;

export const myTasksResponse = {
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, tasks: { type: 'array', items: taskSchema }, nextCursor: { type: ['string', 'null'] } },
    required: ['success', 'tasks', 'nextCursor'],
  },
} as const;

export const taskListResponse = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      tasks: { type: 'array', items: taskSchema },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      total: { type: 'integer' },
      nextCursor: { type: ['string', 'null'] },
    },
    required: ['success', 'tasks', 'page', 'pageSize', 'total', 'nextCursor'],
  },
} as const;
