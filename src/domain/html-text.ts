// Text placed into HTML that is built as a string (mails, prerendered page heads, the map's attribution): the five
// characters that could end an element or an attribute are written as entities.
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
