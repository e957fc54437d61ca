import type { UploadProgress } from '../../shared/api/api-client.ts';

/** How much of an upload has been sent, in whole per cent: 100 only once every byte is sent. */
export function uploadPercent({ sent, total }: UploadProgress): number {
  if (total <= 0) return sent > 0 ? 100 : 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}
