import { apiRequest } from 'shared-auth';
import type { InvitationImportResponse, InvitationPreviewResponse, InvitationRow, InviteUserRequest, InviteUserResponse, MessageResponse } from 'shared-contracts';

/** Invitations by e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md): the invited user sets their own password from the mailed link. */
export const invitationsApi = {
  invite: (input: InviteUserRequest) => apiRequest<InviteUserResponse>('/api/admin/users/invitations', { method: 'POST', body: input }),
  preview: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<InvitationPreviewResponse>('/api/admin/users/invitations/preview', { method: 'POST', body: form });
  },
  /** All rows or none; a refusal's body is the preview with each row's errors. */
  importRows: (rows: InvitationRow[]) => apiRequest<InvitationImportResponse>('/api/admin/users/invitations/import', { method: 'POST', body: { rows } }),
  resend: (userId: string) => apiRequest<MessageResponse>(`/api/admin/users/${encodeURIComponent(userId)}/invitation`, { method: 'POST' }),
};
