/**
 * Tables that scroll sideways are keyboard-focusable regions (issue 27; axe's scrollable-region-focusable, serious,
 * on the application forms' tables, /myProfile and /publicFile): a keyboard user reaches the box with Tab and
 * scrolls it with the arrow keys, and a screen reader announces it by its name. One mechanism for every antd table
 * (its scroll box `.ant-table-content` / `.ant-table-body`) and the portal's own `.table-scroll` boxes, as
 * lib/autoDirection.ts is for the fields, so none is missed.
 */
const BOXES = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex]), .table-scroll:not([tabindex])';

/** The box's name: the table's own caption or label, else the nearest card title or section heading, else `fallback`. */
function nameOf(box: Element, fallback: string): string {
  const table = box.closest('.ant-table-wrapper, .table-scroll');
  const own = table?.getAttribute('aria-label') ?? table?.querySelector('caption')?.textContent;
  if (own) return own;
  const card = box.closest('.ant-card, section, .page-card');
  const heading = card?.querySelector('.ant-card-head-title, h2, h3, h4')?.textContent?.trim();
  return heading || fallback;
}

function mark(root: ParentNode, fallback: string): void {
  root.querySelectorAll(BOXES).forEach((box) => {
    box.setAttribute('tabindex', '0');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', nameOf(box, fallback));
  });
}

/** Starts marking the document's table boxes; `fallback` names a box without a heading nearby. */
export function startScrollRegions(fallback: string, doc: Document = document): () => void {
  mark(doc, fallback);
  const observer = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach((n) => n.nodeType === 1 && mark((n as Element).parentElement ?? (n as Element), fallback));
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
