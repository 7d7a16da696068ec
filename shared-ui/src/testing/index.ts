// Helpers for the remotes' component tests (never imported by product code).
export { renderView } from './renderView';
export { mockApi } from './mockApi';
export type { FetchCall } from './mockApi';
export { sampleSummary, sampleTask, sampleUser } from './fixtures';
