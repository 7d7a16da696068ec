import { API_BASE, failureOf } from './apiClient';

/** Hands bytes the page holds to the browser as a download named `fileName`. */
export function saveFile(data: Blob | string, fileName: string, type = 'application/octet-stream'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves CSV text (written by the product's one CSV rule, shared-contracts' toCsv) as a file, with a
 * byte order mark so a spreadsheet reads names and the rupee sign as UTF-8.
 */
export function saveCsv(csv: string, fileName: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * Downloads a file the api serves (an export, a stored document) through fetch with the session
 * cookie, so a failure shows in the page rather than as a browser error page, and saves it under
 * the server's name (Content-Disposition) or `fallbackName`. A failure throws the api's message
 * (`failureMessage` when it has none); a 401 goes through the one unauthorized handler.
 */
export async function downloadFile(path: string, fallbackName: string, failureMessage = 'The file could not be downloaded. Please try again.'): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw failureOf(response.status, body, failureMessage);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/.exec(disposition)?.[1];
  saveFile(await response.blob(), name ? decodeURIComponent(name) : fallbackName);
}
