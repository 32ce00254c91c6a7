// POST /api/admin/uploads?kind=image|audio with XMLHttpRequest, for its upload progress (a musician's draft uses
// POST /api/musician/uploads, the same endpoint under the musician's path).
import type { UploadAnswer } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { isTooLarge } from '../../../components/campaign-form/values';
import { getClientState } from '../../../lib/client-state';

export type UploadResult = Pick<UploadAnswer, 'url' | 'file_name'>;

export class UploadError extends Error {}

export function uploadFile(
  file: File,
  kind: 'image' | 'audio',
  onProgress?: (percent: number) => void,
  path = '/api/admin/uploads',
) {
  return new Promise<UploadResult>((resolve, reject) => {
    if (isTooLarge(file)) {
      reject(new UploadError(MSG.fileTooLarge));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${path}?kind=${kind}`);
    const token = getClientState().user.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(MSG.uploadFailed));
    xhr.onload = () => {
      let payload: { message?: string; url?: string; file_name?: string } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status === 201 && payload?.url && payload.file_name) {
        onProgress?.(100);
        resolve({ url: payload.url, file_name: payload.file_name });
      } else {
        reject(new UploadError(payload?.message || MSG.uploadUnexpected));
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
