import { apiRequest, ApiRequestError, downloadFile } from 'shared-auth';
import type {
  DocumentChecklistResponse,
  DocumentListResponse,
  DocumentRecord,
  DocumentUploadFields,
  DocumentUploadResponse,
  ReviewDocumentRequest,
  ReviewDocumentResponse,
} from 'shared-contracts';

/** Documents per page of the register (the server pages it; a company may hold thousands). */
export const DOCUMENTS_PAGE_SIZE = 50;

/** One page of the register, newest first, after a previous page's cursor; with the counts over all documents. */
export const fetchDocuments = (cursor?: string | null) =>
  apiRequest<DocumentListResponse>(`/api/documents/get?limit=${DOCUMENTS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const fetchChecklist = () => apiRequest<DocumentChecklistResponse>('/api/documents/checklist');

export const reviewDocument = (id: string, body: ReviewDocumentRequest) => apiRequest<ReviewDocumentResponse>(`/api/documents/${id}/review`, { method: 'PATCH', body });

/** The upload form: the payload's text fields (shared-contracts) and the file. */
export type UploadFields = DocumentUploadFields & { file: File };

/** Multipart upload through XMLHttpRequest: fetch cannot report upload progress. */
export function uploadDocument(fields: UploadFields, onProgress: (percent: number) => void): Promise<DocumentRecord> {
  const form = new FormData();
  // Fields before the file, so the server has them when the file arrives.
  form.append('name', fields.name);
  form.append('category', fields.category);
  form.append('nbfcType', fields.nbfcType);
  form.append('file', fields.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Same origin: the browser adds the HttpOnly session cookie itself.
    xhr.open('POST', '/api/documents/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Partial<DocumentUploadResponse> & { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: fall through to the generic message */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.document) resolve(body.document);
      else reject(new ApiRequestError(body.message || 'Failed to upload document', xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiRequestError('Failed to upload document', 0, null));
    xhr.send(form);
  });
}

/** Downloads through fetch (errors are shown in the page, not as a browser error page) and saves under the stored name. */
export function downloadDocument(doc: DocumentRecord): Promise<void> {
  return downloadFile(`/api/documents/${doc.id}/download`, doc.fileName, 'Failed to download document');
}
