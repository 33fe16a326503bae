/** Two-character compound surnames the greeting keeps whole (spec section 1). */
export const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '呼延',
] as const;

const HAN = /\p{Script=Han}/u;

/**
 * The role surname the exclusive-waiter dialog greets with: a known compound surname gives its two characters;
 * a non-Chinese name gives its last word, or the whole name when it has one word; any other name its first character.
 */
export function surnameOf(name: string): string {
  const n = name.trim();
  if (!n) return '';
  const compound = COMPOUND_SURNAMES.find((s) => n.startsWith(s));
  if (compound) return compound;
  if (!HAN.test(n)) {
    const words = n.split(/\s+/);
    return words[words.length - 1]!;
  }
  return Array.from(n)[0]!;
}
