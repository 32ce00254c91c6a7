// Downloads a file from the API (with the session's token) and hands it to the browser as a saved file.
import { apiDownload } from './api-client';

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GETs `path` and saves the answer under the server's file name, or `fallbackName` when it sends none. */
export async function downloadFile(path: string, fallbackName: string) {
  const { blob, filename } = await apiDownload(path);
  saveBlob(blob, filename ?? fallbackName);
}
