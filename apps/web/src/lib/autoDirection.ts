/**
 * Every text field takes its direction from its content (issue 27): in the Arabic layout a Latin address typed into
 * an input ("88 Keji Road, Nanshan") was laid out right to left and read "Keji Road, Nanshan 88", and a long Latin
 * company name was clipped at its start. Marking each field one by one missed some (antd's Select search, the
 * pickers, editable table cells, dialogs' inputs), so this is the one mechanism: every <input> and <textarea> the
 * page shows without a `dir` of its own gets `dir="auto"` when it appears (a field that must stay left to right,
 * such as a number or a code, says `dir="ltr"` itself and is left alone). React does not own the attribute (no
 * component passes it), so a re-render keeps it.
 *
 * `dir="auto"` alone is not enough: antd's RTL classes set `direction: rtl` in CSS, which outweighs the attribute,
 * so the text order was right but the field still aligned and scrolled as right-to-left (the start of a Latin name
 * cut off). The field's first strong letter therefore also sets its `direction` inline, as the attribute would; an
 * empty field (or one without letters) follows the page, so an Arabic placeholder stays right to left.
 */
const TEXT_FIELDS = 'input:not([dir]):not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=range]), textarea:not([dir])';
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** The direction of a text by its first strong letter, as the browser decides `dir="auto"`; undefined without one. */
export function directionOfText(text: string): 'ltr' | 'rtl' | undefined {
  for (const ch of text) {
    if (RTL_LETTER.test(ch)) return 'rtl';
    if (LETTER.test(ch)) return 'ltr';
  }
  return undefined;
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isAuto = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.getAttribute('dir') === 'auto';

function follow(el: Field): void {
  const dir = directionOfText(el.value);
  if (dir) el.style.direction = dir;
  else el.style.removeProperty('direction');
}

function mark(el: Element): void {
  if (el.matches(TEXT_FIELDS)) el.setAttribute('dir', 'auto');
  if (isAuto(el)) follow(el);
}

function markAll(root: ParentNode): void {
  root.querySelectorAll(TEXT_FIELDS).forEach((el) => el.setAttribute('dir', 'auto'));
  root.querySelectorAll('input[dir=auto], textarea[dir=auto]').forEach((el) => follow(el as Field));
}

const onEdit = (e: Event) => {
  if (isAuto(e.target)) follow(e.target);
};

let observer: MutationObserver | undefined;
let users = 0;

/** Starts marking the document's fields (shared by every mounted antd scope); the returned function stops it. */
export function startAutoDirection(doc: Document = document): () => void {
  users += 1;
  if (!observer) {
    markAll(doc);
    observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') {
          // React keeps a controlled input's value attribute in step: a value set by code (a form filled from
          // the profile, a draft loaded) is followed as a typed one is.
          if (isAuto(r.target)) follow(r.target);
          continue;
        }
        r.addedNodes.forEach((n) => {
          if (n.nodeType !== 1) return;
          mark(n as Element);
          markAll(n as Element);
        });
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['value'] });
    doc.addEventListener('input', onEdit, true);
    // A value set by code without an attribute (a textarea, a picker) is followed when the field is reached or left.
    doc.addEventListener('focusin', onEdit, true);
    doc.addEventListener('focusout', onEdit, true);
  }
  return () => {
    users -= 1;
    if (users === 0) {
      observer?.disconnect();
      observer = undefined;
      doc.removeEventListener('input', onEdit, true);
      doc.removeEventListener('focusin', onEdit, true);
      doc.removeEventListener('focusout', onEdit, true);
    }
  };
}
