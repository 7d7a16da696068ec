import type { Task } from 'shared-contracts';

export function sampleTask(over: Partial<Task> = {}): Task {
  return {
    _id: 't1',
    description: 'File the quarterly NBS-7 return',
    priority: 'high',
    status: 'pending',
    dueDate: '2026-07-15',
    category: 'RBI',
    overdue: false,
    assignedTo: { id: 'u1', firstName: 'Meera', lastName: 'Shah', role: 'maker' },
    assignedBy: { id: 'a1', firstName: 'Anita', lastName: 'Desai' },
    createdAt: '2026-06-01T00:00:00Z',
    updatedAt: '2026-06-01T00:00:00Z',
    completedAt: null,
    ...over,
  };
}
