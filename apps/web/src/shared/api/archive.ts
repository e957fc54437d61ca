import { gatewayUrl } from './api-client.ts';

/** Where a document (a letter, an invoice) is downloaded: the archive answers the PDF itself, as an attachment. */
export function archiveDocumentUrl(documentGuid: string): string {
  return gatewayUrl(`/Archive/${encodeURIComponent(documentGuid)}`);
}
