/** The extension point a line folder is written against (a registry's types at the lines root). */
export interface LineShape {
  name: string;
  types: string[];
}
