export * from './roles';
export * from './federation';
export * from './api';
