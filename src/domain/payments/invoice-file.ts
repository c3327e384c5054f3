// What an invoice's file is called, by the server's Content-Disposition and the browser's save alike: the number's
// letters, digits and dashes only, so nothing a header or a file system could be tricked with gets in.
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^\w-]/g, "")}.pdf`;
}
