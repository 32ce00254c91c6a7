// Downloads a file from the API (with the session's token) and hands it to the browser as a saved file.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from './api-client';
import { toast } from './toasts';

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

/**
 * A download behind a button: `busy` while it runs, then the green `successMessage`. It runs as a mutation, so a
 * failure is toasted once by the query client like every other failed action (`errorMessage` is its fallback).
 */
export function useDownload(o: { successMessage: string; errorMessage?: string }) {
  const download = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    meta: { errorMessage: o.errorMessage },
    onSuccess: () => toast.success(o.successMessage),
  });
  return { busy: download.isPending, start: (run: () => Promise<unknown>) => download.mutate(run) };
}
