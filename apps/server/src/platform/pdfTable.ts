/**
 * THE table of the PDFs (issue 26: the certificate's products and the quotation's lines had identical copies): a
 * header row, a rule under it, then the rows, each as tall as its tallest cell, on a new page when the next row
 * would come closer to the bottom margin than `reserve`. Cells are drawn by the caller's `write` (which mirrors
 * Arabic pages and picks the fonts: certificates/pdf-text.ts), so this knows nothing of scripts or languages.
 */

/** Draws text in a box and answers the height it took. */
export type CellWriter = (text: string, x: number, y: number, width: number, size: number) => number;

/** What of a PDFKit document the table uses. */
export interface TableDoc {
  page: { width: number; height: number; margins: { top: number; right: number; bottom: number; left: number } };
  moveTo(x: number, y: number): TableDoc;
  lineTo(x: number, y: number): TableDoc;
  stroke(): TableDoc;
  addPage(): unknown;
}

export interface TableOptions {
  /** Left edge and top of the table. */
  left: number;
  y: number;
  /** Column titles and widths (a cell's text box is its width less 6 points of gap). */
  columns: readonly (readonly [string, number])[];
  /** Font size of every cell. */
  size?: number;
  /** Room kept under the last row of a page before the next page starts. */
  reserve?: number;
}

/** Draws the table and answers the y under it. */
export function drawTable(doc: TableDoc, write: CellWriter, rows: readonly (readonly string[])[], opts: TableOptions): number {
  const { left, columns, size = 9, reserve = 40 } = opts;
  let y = opts.y;
  const row = (cells: readonly string[]) => {
    let x = left;
    let h = 0;
    cells.forEach((c, i) => {
      h = Math.max(h, write(c, x, y, columns[i]![1] - 6, size));
      x += columns[i]![1];
    });
    return h;
  };
  y += row(columns.map((c) => c[0])) + 4;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .stroke();
  y += 4;
  for (const cells of rows) {
    if (y > doc.page.height - doc.page.margins.bottom - reserve) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    y += row(cells) + 5;
  }
  return y;
}
