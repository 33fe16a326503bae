/**
 * Every text field takes its direction from its content (issue 27): in the Arabic layout a Latin address typed into
 * an input ("88 Keji Road, Nanshan") was laid out right to left and read "Keji Road, Nanshan 88", and a long Latin
 * company name was clipped at its start. Marking each field one by one missed some (antd's Select search, the
 * pickers, editable table cells, dialogs' inputs), so this is the one mechanism: every <input> and <textarea> the
 * page shows without a `dir` of its own gets `dir="auto"` when it appears (a field that must stay left to right,
 * such as a number or a code, says `dir="ltr"` itself and is left alone). An empty field follows its parent, so an
 * Arabic placeholder stays right to left. React does not own the attribute (no component passes it), so a
 * re-render keeps it.
 */
const TEXT_FIELDS = 'input:not([dir]):not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea:not([dir])';

function mark(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(TEXT_FIELDS).forEach((el) => el.setAttribute('dir', 'auto'));
}

let observer: MutationObserver | undefined;
let users = 0;

/** Starts marking the document's fields (shared by every mounted antd scope); the returned function stops it. */
export function startAutoDirection(doc: Document = document): () => void {
  users += 1;
  if (!observer) {
    mark(doc);
    observer = new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => {
          if (n.nodeType !== 1) return;
          const el = n as HTMLElement;
          if (el.matches(TEXT_FIELDS)) el.setAttribute('dir', 'auto');
          mark(el);
        });
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  }
  return () => {
    users -= 1;
    if (users === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
