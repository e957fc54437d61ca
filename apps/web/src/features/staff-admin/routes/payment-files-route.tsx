/** Replaced by the page itself. */
export function PaymentFilesRoute() {
  return null;
}
