import { prepareTemplate } from './testDatabase';

// Jest's global setup of the api project: the migrated template exists before the first test file starts.
export default async function globalSetup(): Promise<void> {
  await prepareTemplate();
}
