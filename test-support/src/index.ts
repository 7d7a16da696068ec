// The front end's test helpers (never imported by product code).
export { LocationProbe, renderView } from './renderView';
export type { RenderViewOptions } from './renderView';
export { mockApi, offContract, quietLoggedErrors } from './mockApi';
export type { FetchCall, Reply, RouteTable } from './mockApi';
export type { Answer, AnswerOf } from './answerTypes';
export { calendarReplies, monthReplies, sampleFigures, sampleOccurrence, sampleSummary, sampleTask, sampleTeamUser, sampleUser, sampleUserList } from './fixtures';
export { setSignedIn, setSignedOut } from './session';
export { sampleAnswer } from './sampleAnswer';
