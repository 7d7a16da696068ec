// The front end's one fetch fake (a relative import: test-support itself depends on shared-auth).
import { mockApi } from '../../test-support/src/mockApi';
import { setUnauthorizedHandler } from './apiClient';
import { downloadFile, saveCsv } from './download';

const saved: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => ((lastBlob = blob), 'blob:file'));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  setUnauthorizedHandler(null);
});

/** jsdom's Blob has no text()/arrayBuffer(): read it as the browser would, through FileReader. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return mockApi({ 'GET /api/x': { status, body, headers } });
}

test('saves a served file under the name the server gives, fetched with the session cookie', async () => {
  const { calls } = answer(200, 'a,b\r\n', { 'Content-Disposition': 'attachment; filename="rbi-assessment-FY2026-27.csv"' });
  await downloadFile('/api/x', 'rbi-assessment.csv');
  expect(calls).toMatchObject([{ method: 'GET', url: '/api/x', credentials: 'same-origin' }]);
  expect(saved.map((s) => s.name)).toEqual(['rbi-assessment-FY2026-27.csv']);
  expect(new TextDecoder().decode(await bytesOf(saved[0].blob))).toBe('a,b\r\n');
});

test('without a server name the fallback name is used', async () => {
  answer(200, 'bytes');
  await downloadFile('/api/x', 'board-minutes.pdf');
  expect(saved.map((s) => s.name)).toEqual(['board-minutes.pdf']);
});

test("a refused download throws the api's message and saves nothing; without one, the caller's text", async () => {
  answer(403, JSON.stringify({ success: false, message: 'Access denied' }));
  await expect(downloadFile('/api/x', 'x.csv')).rejects.toMatchObject({ status: 403, message: 'Access denied' });
  answer(502, '<html>bad gateway</html>');
  await expect(downloadFile('/api/x', 'x.csv', 'The export could not be made')).rejects.toThrow('The export could not be made');
  expect(saved).toHaveLength(0);
});

test('ASVS v5.0 7.3.1 a 401 on a download goes through the one session-expired handler', async () => {
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  answer(401, JSON.stringify({ message: 'Your session has expired. Please sign in again.' }));
  await expect(downloadFile('/api/x', 'x.csv')).rejects.toMatchObject({ status: 401 });
  expect(handler).toHaveBeenCalledTimes(1);
});

test('a CSV is saved with a byte order mark so a spreadsheet reads it as UTF-8', async () => {
  saveCsv('Name,Amount\r\nMeera,₹1\r\n', 'tasks.csv');
  expect(saved[0].name).toBe('tasks.csv');
  const bytes = await bytesOf(saved[0].blob);
  expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
});
